-- Records which files of seeds/ have been applied, so demo content is seeded once.
-- Same shape as wrangler's d1_migrations, so the test setup can track seeds with the same table.
CREATE TABLE IF NOT EXISTS seed_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);
