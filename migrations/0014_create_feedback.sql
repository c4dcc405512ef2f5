-- Feedback from the /feedback page: a rating, a message, a name and email only if given.
CREATE TABLE IF NOT EXISTS feedback (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  message TEXT NOT NULL,
  full_name TEXT,
  email TEXT,
  page TEXT,
  locale TEXT NOT NULL,
  consent_version TEXT NOT NULL,
  consent_locale TEXT NOT NULL,
  consent_at TEXT NOT NULL,
  review_status TEXT NOT NULL DEFAULT 'clear' CHECK (review_status IN ('clear', 'suspected')),
  review_reason TEXT,
  created_at TEXT NOT NULL
);
