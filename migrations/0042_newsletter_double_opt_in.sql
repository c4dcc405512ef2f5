-- Double opt-in (docs/leads-and-privacy.md): a subscription is pending until its owner opens the
-- signed link the CMS mails them, then confirmed, until they unsubscribe. One row per address
-- still: asking again for a pending or unsubscribed address renews its row.
-- Rows written before this were told "Subscribed!" at once, and so is a row the version still
-- running during a deploy writes: both count as confirmed. The new code writes 'pending' itself.
ALTER TABLE newsletter_subscriptions ADD COLUMN status TEXT NOT NULL DEFAULT 'confirmed'
  CHECK (status IN ('pending', 'confirmed', 'unsubscribed'));
-- when the status last changed (a renewed request, a confirmation, an unsubscription); NULL: at
-- created_at
ALTER TABLE newsletter_subscriptions ADD COLUMN status_changed_at TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribed_at TEXT;
UPDATE newsletter_subscriptions SET confirmed_at = created_at;
