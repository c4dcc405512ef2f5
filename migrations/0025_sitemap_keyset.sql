-- The sitemap at brokerage scale: every listing, consultant and article enumerated by id range
-- and keyset (src/content/d1-sitemap.ts), never through the bounded catalogue count or OFFSET,
-- reading only an index of (id, last change) instead of the full rows.

-- When an entry last changed, for the sitemap's `lastmod`. NULL until the first edit: a listing
-- then counts as changed when it was listed, an article when it was published. A writer may set
-- it; otherwise the triggers below stamp every edit of the row itself (translations are not
-- counted, as the CMS source counts only the default-locale entry's `updatedAt`).
ALTER TABLE properties ADD COLUMN updated_at TEXT;
ALTER TABLE agents ADD COLUMN updated_at TEXT;
ALTER TABLE blog_posts ADD COLUMN updated_at TEXT;

-- The WHEN clause leaves an explicit stamp alone and stops the trigger's own UPDATE from
-- firing it again
CREATE TRIGGER properties_touch AFTER UPDATE ON properties
WHEN new.updated_at IS old.updated_at
BEGIN
  UPDATE properties SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = new.id;
END;

CREATE TRIGGER blog_posts_touch AFTER UPDATE ON blog_posts
WHEN new.updated_at IS old.updated_at
BEGIN
  UPDATE blog_posts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = new.id;
END;

-- A consultant has no other date: stamped when written as well as when edited
CREATE TRIGGER agents_stamp AFTER INSERT ON agents WHEN new.updated_at IS NULL
BEGIN
  UPDATE agents SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = new.id;
END;

CREATE TRIGGER agents_touch AFTER UPDATE ON agents
WHEN new.updated_at IS old.updated_at
BEGIN
  UPDATE agents SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = new.id;
END;

UPDATE agents SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE updated_at IS NULL;

-- The search index holds a listing's title, development, developer and community: only an edit
-- of those re-indexes it (migration 0023 re-indexed on any edit, so a price change, and now the
-- stamp above, rewrote the listing's search document for nothing)
DROP TRIGGER property_search_update;
CREATE TRIGGER property_search_update
AFTER UPDATE OF id, title, development, developer, area_slug ON properties
BEGIN
  DELETE FROM property_search WHERE rowid = old.id;
  INSERT INTO property_search_stale (id) VALUES (new.id);
END;

-- Covering indexes: a sitemap file reads its id range from these alone, not the listings' long
-- rows (descriptions, photo lists), and the index groups the same entries into files
CREATE INDEX properties_sitemap ON properties (id, updated_at, listed_at);
CREATE INDEX agents_sitemap ON agents (id, updated_at);
CREATE INDEX blog_posts_sitemap ON blog_posts (id, updated_at, published_at, slug);
