-- When a row's personal fields were emptied: a person's erasure request (`npm run privacy`) or
-- the end of its retention period (src/lib/retention.ts). The row stays, so the counts do.
ALTER TABLE leads ADD COLUMN erased_at TEXT;
ALTER TABLE career_applications ADD COLUMN erased_at TEXT;
ALTER TABLE partner_applications ADD COLUMN erased_at TEXT;
ALTER TABLE feedback ADD COLUMN erased_at TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN erased_at TEXT;
