-- The outbox: one row per record to forward to LEAD_WEBHOOK_URL, written in the same batch
-- (one transaction) as the record itself, then delivered by the worker after the answer and by
-- the scheduled handler until the CRM accepts it. The outcome stays here per record.
CREATE TABLE IF NOT EXISTS webhook_outbox (
  id TEXT PRIMARY KEY,                       -- the record's id, also the delivery's Idempotency-Key
  record_type TEXT NOT NULL,                 -- lead, newsletter, career_application, ...
  payload TEXT NOT NULL,                     -- the JSON the CRM receives
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,          -- epoch ms
  lease_until INTEGER NOT NULL DEFAULT 0,    -- epoch ms; a sender holds the row until then
  last_status INTEGER,                       -- the CRM's last HTTP status, null on network error
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_outbox_due ON webhook_outbox (status, next_attempt_at);
