-- Leads: request a call, consultation, landing-page form, floor plan, brochure.
-- A row is answered with 201 only once committed (DESIGN.md, Data that must not be lost).
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,                       -- UUID, the CRM's key for this lead
  reference TEXT NOT NULL UNIQUE,            -- short number shown to the visitor, e.g. 7K2M-9QXD
  kind TEXT NOT NULL CHECK (kind IN ('call', 'consultation', 'landing', 'floor-plan', 'brochure')),
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,                       -- E.164
  message TEXT,
  page TEXT,
  locale TEXT NOT NULL,
  property_id INTEGER,
  agent_id INTEGER,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  utm_term TEXT,
  utm_content TEXT,
  affiliate_transaction_id TEXT,
  consent_version TEXT NOT NULL,
  consent_locale TEXT NOT NULL,
  consent_at TEXT NOT NULL,
  marketing_opt_in INTEGER NOT NULL DEFAULT 0,
  review_status TEXT NOT NULL DEFAULT 'clear' CHECK (review_status IN ('clear', 'suspected')),
  review_reason TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);
CREATE INDEX IF NOT EXISTS leads_email ON leads (email);
