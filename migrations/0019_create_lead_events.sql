-- Lead events that are not form submissions, such as a click on a WhatsApp link.
CREATE TABLE IF NOT EXISTS lead_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,                        -- whatsapp
  source TEXT,                               -- where the click came from, e.g. property-card
  page TEXT,
  locale TEXT NOT NULL,
  property_id INTEGER,
  agent_id INTEGER,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  affiliate_transaction_id TEXT,
  created_at TEXT NOT NULL
);
