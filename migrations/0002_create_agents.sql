-- Investment consultants. List-valued fields are JSON arrays, validated by src/schemas/agent.ts
-- when a row enters the worker.
CREATE TABLE agents (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  bio TEXT NOT NULL,
  -- JSON array of strings: notable deals and achievements
  track_record TEXT NOT NULL DEFAULT '[]',
  portfolio_usd INTEGER NOT NULL CHECK (portfolio_usd >= 0),
  rating REAL NOT NULL CHECK (rating BETWEEN 0 AND 5),
  review_count INTEGER NOT NULL DEFAULT 0,
  -- JSON arrays: expertise slugs (off-plan, secondary, land, commercial), ISO 639-1 language codes
  expertises TEXT NOT NULL DEFAULT '[]',
  languages TEXT NOT NULL DEFAULT '[]',
  -- key of a generated image, or NULL: the page then shows the initials
  photo TEXT,
  -- Dubai Land Department broker registration number (BRN), shown on every advert
  brn TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  whatsapp TEXT NOT NULL,
  years_in_dubai INTEGER NOT NULL DEFAULT 0,
  deals_closed INTEGER NOT NULL DEFAULT 0,
  -- JSON array of {author, rating, text}: the "insider reviews" of the profile
  reviews TEXT NOT NULL DEFAULT '[]',
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX agents_sort ON agents (sort_order, id);
