-- Newsletter: one row per address; `email` is stored lower-case so duplicates are caught
-- case-insensitively by the unique index.
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  page TEXT,
  locale TEXT NOT NULL,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  utm_term TEXT,
  utm_content TEXT,
  affiliate_transaction_id TEXT,
  consent_version TEXT NOT NULL,
  consent_locale TEXT NOT NULL,
  consent_at TEXT NOT NULL,
  review_status TEXT NOT NULL DEFAULT 'clear' CHECK (review_status IN ('clear', 'suspected')),
  review_reason TEXT,
  created_at TEXT NOT NULL
);
