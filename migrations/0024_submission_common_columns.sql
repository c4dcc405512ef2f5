-- Every submission table shares the same common columns (src/db/submissions.ts binds them once):
-- feedback lacked the attribution and the marketing opt-in, the newsletter the opt-in. Existing
-- rows keep their data; a subscription is itself the opt-in, feedback asked for none.
ALTER TABLE feedback ADD COLUMN utm_source TEXT;
ALTER TABLE feedback ADD COLUMN utm_medium TEXT;
ALTER TABLE feedback ADD COLUMN utm_campaign TEXT;
ALTER TABLE feedback ADD COLUMN utm_term TEXT;
ALTER TABLE feedback ADD COLUMN utm_content TEXT;
ALTER TABLE feedback ADD COLUMN affiliate_transaction_id TEXT;
ALTER TABLE feedback ADD COLUMN marketing_opt_in INTEGER NOT NULL DEFAULT 0;
ALTER TABLE newsletter_subscriptions ADD COLUMN marketing_opt_in INTEGER NOT NULL DEFAULT 1;
