-- Dead letters: a delivery that has kept failing for OUTBOX_DEAD_AFTER_HOURS (72 by default) is
-- marked 'dead', logged once as an error and no longer retried; `npm run outbox` lists and
-- replays it (docs/operations.md). SQLite cannot widen a CHECK in place, so the table is rebuilt.
-- A row already failing when this runs counts as failing since it was created (its first
-- attempt follows its commit).
CREATE TABLE webhook_outbox_next (
  id TEXT PRIMARY KEY,
  record_type TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER NOT NULL DEFAULT 0,
  last_status INTEGER,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  failing_since INTEGER,                     -- epoch ms of the first failed attempt; null before
  dead_at TEXT                               -- when it was given up on
);
INSERT INTO webhook_outbox_next (id, record_type, payload, status, attempts, next_attempt_at,
  lease_until, last_status, last_error, delivered_at, created_at, failing_since)
SELECT id, record_type, payload, status, attempts, next_attempt_at, lease_until, last_status,
  last_error, delivered_at, created_at,
  CASE WHEN status = 'pending' AND attempts > 0
    THEN CAST(strftime('%s', created_at) AS INTEGER) * 1000 END
FROM webhook_outbox;
DROP TABLE webhook_outbox;
ALTER TABLE webhook_outbox_next RENAME TO webhook_outbox;
CREATE INDEX webhook_outbox_due ON webhook_outbox (status, next_attempt_at);
