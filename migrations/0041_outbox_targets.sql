-- Outbox targets: a record is delivered to each target on its own (the CRM at LEAD_WEBHOOK_URL,
-- the CMS's intake at CMS_URL), with its own attempts, retry time and dead letter. webhook_outbox
-- keeps the record (its payload); outbox_deliveries one row per record and target.
--
-- webhook_outbox's own delivery columns (status, attempts, ...) stay for the version that runs
-- during a deploy and after a rollback (docs/operations.md: migrations leave the old code
-- working); the new code sets its status to 'delivered' once it clears the payload, so a rolled
-- back version never sends a cleared record again. Drop them in a later release.
CREATE TABLE IF NOT EXISTS outbox_deliveries (
  record_id TEXT NOT NULL REFERENCES webhook_outbox (id) ON DELETE CASCADE,
  target TEXT NOT NULL CHECK (target IN ('crm', 'cms')),
  -- cancelled: never to be sent (the person's data was erased, or the target was not configured
  -- when the record's outbox copy was cleared)
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'delivered', 'dead', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,          -- epoch ms
  lease_until INTEGER NOT NULL DEFAULT 0,    -- epoch ms; a sender holds the delivery until then
  last_status INTEGER,                       -- the target's last HTTP status, null on network error
  last_error TEXT,
  delivered_at TEXT,
  failing_since INTEGER,                     -- epoch ms of the first failed attempt; null before
  dead_at TEXT,
  PRIMARY KEY (record_id, target)
);
CREATE INDEX IF NOT EXISTS outbox_deliveries_due ON outbox_deliveries (target, status, next_attempt_at);

-- What the CRM had of every record so far, as it was
INSERT INTO outbox_deliveries (record_id, target, status, attempts, next_attempt_at, lease_until,
  last_status, last_error, delivered_at, failing_since, dead_at)
SELECT id, 'crm', status, attempts, next_attempt_at, lease_until, last_status, last_error,
  delivered_at, failing_since, dead_at
FROM webhook_outbox;

-- The CMS keeps every form record (not the WhatsApp click events): the ones written so far
-- too, due at once, and sent as soon as CMS_URL and CMS_INTAKE_TOKEN are set
INSERT INTO outbox_deliveries (record_id, target, next_attempt_at)
SELECT id, 'cms', 0 FROM webhook_outbox WHERE record_type <> 'lead_event';

-- Every record written from now on gets its deliveries in the same transaction, also when the
-- version still running during a deploy writes it (it knows nothing of targets)
CREATE TRIGGER IF NOT EXISTS webhook_outbox_targets AFTER INSERT ON webhook_outbox
BEGIN
  INSERT INTO outbox_deliveries (record_id, target, next_attempt_at)
  VALUES (NEW.id, 'crm', NEW.next_attempt_at);
  INSERT INTO outbox_deliveries (record_id, target, next_attempt_at)
  SELECT NEW.id, 'cms', NEW.next_attempt_at WHERE NEW.record_type <> 'lead_event';
END;
