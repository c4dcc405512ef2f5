-- A counter in every edge-cache key: the CMS's publish webhook bumps it, so every cached page
-- and list is rendered again with the edited content instead of waiting for the cache TTL.
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);

INSERT INTO content_version (id, version, updated_at) VALUES (1, 1, '2026-11-24T00:00:00Z');
