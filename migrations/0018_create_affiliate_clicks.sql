-- Affiliate clicks registered first-party (SPEC.md section 7: offer 3, affiliate 1 by default).
-- `transaction_id` is what the browser keeps and every later lead carries.
CREATE TABLE IF NOT EXISTS affiliate_clicks (
  transaction_id TEXT PRIMARY KEY,
  offer_id TEXT NOT NULL,
  affiliate_id TEXT NOT NULL,
  sub1 TEXT,
  sub2 TEXT,
  sub3 TEXT,
  sub4 TEXT,
  sub5 TEXT,
  uid TEXT,
  source_id TEXT,
  page TEXT,
  network_status TEXT NOT NULL DEFAULT 'local' CHECK (network_status IN ('local', 'forwarded', 'failed')),
  created_at TEXT NOT NULL
);
