-- First answers to submissions by Idempotency-Key (or form token), so a retried or
-- double-clicked submission returns the first answer and stores one row. Kept for 24 hours.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  scope TEXT NOT NULL,                       -- the endpoint, e.g. /api/leads
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,                -- SHA-256 of the validated submission
  status INTEGER NOT NULL,
  body TEXT NOT NULL,                        -- the JSON answer
  created_at INTEGER NOT NULL,               -- epoch ms
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at);
