-- Blog articles. `body` is plain text: paragraphs separated by blank lines, `## ` starts a
-- heading and `- ` a list item (src/content/text.ts reads it; no HTML is stored or rendered).
CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  topic TEXT NOT NULL CHECK (
    topic IN ('news', 'renting-leasing', 'buyer-seller', 'lifestyle-community', 'investment-insights')
  ),
  excerpt TEXT NOT NULL,
  body TEXT NOT NULL,
  -- JSON array of strings
  key_takeaways TEXT NOT NULL DEFAULT '[]',
  cover TEXT NOT NULL,
  cover_alt TEXT NOT NULL,
  author_id INTEGER REFERENCES agents (id),
  published_at TEXT NOT NULL
);

CREATE INDEX blog_posts_published ON blog_posts (published_at DESC, id DESC);
CREATE INDEX blog_posts_topic ON blog_posts (topic, published_at DESC, id DESC);
