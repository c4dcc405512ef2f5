-- Client and partner testimonials.
CREATE TABLE testimonials (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- where the client comes from, or their role for a partner
  subtitle TEXT NOT NULL,
  text TEXT NOT NULL,
  -- in half stars: 4.5 shows four and a half stars
  rating REAL NOT NULL CHECK (rating BETWEEN 0.5 AND 5 AND rating * 2 = CAST(rating * 2 AS INTEGER)),
  photo TEXT,
  published_at TEXT NOT NULL
);

CREATE INDEX testimonials_published ON testimonials (published_at DESC, id DESC);
