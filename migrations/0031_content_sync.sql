-- D1 is the site's one read model; the CMS's published content is synced into it (README,
-- docs/content-sync.md). This migration holds what the sync needs.

-- Each synced row keeps its CMS document (Strapi's `documentId`, the same in every locale and
-- across publishes): an upsert or a delete finds its row by it. NULL for the demo content.
ALTER TABLE areas ADD COLUMN document_id TEXT;
ALTER TABLE agents ADD COLUMN document_id TEXT;
ALTER TABLE blog_posts ADD COLUMN document_id TEXT;
ALTER TABLE testimonials ADD COLUMN document_id TEXT;
CREATE UNIQUE INDEX areas_document ON areas (document_id);
CREATE UNIQUE INDEX agents_document ON agents (document_id);
CREATE UNIQUE INDEX blog_posts_document ON blog_posts (document_id);
CREATE UNIQUE INDEX testimonials_document ON testimonials (document_id);

-- A listing without its consultant: the CMS answers a listing whose consultant was unpublished
-- with none, and the page then shows no consultant card. SQLite cannot drop NOT NULL in place,
-- so the table is made again with agent_id nullable and document_id added. The views and the
-- triggers of other tables that name `properties` go first and come back after (a rename checks
-- every one of them), the table's own triggers and indexes with it; the rows, the search index
-- and the location counts stay as they are.
PRAGMA defer_foreign_keys = true;
DROP VIEW catalog_document;
DROP VIEW property_search_document;
DROP TRIGGER catalog_reindex;
DROP TRIGGER property_search_area;
DROP TRIGGER property_search_translation_insert;
DROP TRIGGER property_search_translation_update;
DROP TRIGGER property_search_translation_delete;

CREATE TABLE properties_rebuilt (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  area_slug TEXT NOT NULL REFERENCES areas (slug),
  development TEXT NOT NULL,
  development_slug TEXT NOT NULL,
  developer TEXT NOT NULL,
  type TEXT NOT NULL
    CHECK (type IN ('apartment', 'villa', 'townhouse', 'penthouse', 'land', 'office', 'retail')),
  status TEXT NOT NULL CHECK (status IN ('off-plan', 'ready')),
  price_usd INTEGER NOT NULL CHECK (price_usd > 0),
  bedrooms INTEGER CHECK (bedrooms >= 0),
  bathrooms INTEGER CHECK (bathrooms >= 0),
  size_sqft INTEGER NOT NULL CHECK (size_sqft > 0),
  handover_date TEXT,
  down_payment_percent INTEGER CHECK (down_payment_percent BETWEEN 0 AND 100),
  payment_plan TEXT,
  amenities TEXT NOT NULL DEFAULT '[]',
  photos TEXT NOT NULL DEFAULT '[]',
  floor_plans TEXT NOT NULL DEFAULT '[]',
  description TEXT NOT NULL,
  brochure TEXT,
  -- NULL: no consultant to show
  agent_id INTEGER REFERENCES agents (id),
  permit_number TEXT NOT NULL,
  rent_estimate_usd INTEGER,
  service_charge_usd INTEGER,
  featured INTEGER NOT NULL DEFAULT 0,
  listed_at TEXT NOT NULL,
  updated_at TEXT,
  document_id TEXT
);

INSERT INTO properties_rebuilt (id, title, area_slug, development, development_slug, developer,
  type, status, price_usd, bedrooms, bathrooms, size_sqft, handover_date, down_payment_percent,
  payment_plan, amenities, photos, floor_plans, description, brochure, agent_id, permit_number,
  rent_estimate_usd, service_charge_usd, featured, listed_at, updated_at)
SELECT id, title, area_slug, development, development_slug, developer, type, status, price_usd,
  bedrooms, bathrooms, size_sqft, handover_date, down_payment_percent, payment_plan, amenities,
  photos, floor_plans, description, brochure, agent_id, permit_number, rent_estimate_usd,
  service_charge_usd, featured, listed_at, updated_at
FROM properties;

DROP TABLE properties;
ALTER TABLE properties_rebuilt RENAME TO properties;

CREATE UNIQUE INDEX properties_document ON properties (document_id);
CREATE INDEX properties_area_listed ON properties (area_slug, listed_at DESC, id DESC);
CREATE INDEX properties_agent_listed ON properties (agent_id, listed_at DESC, id DESC);
CREATE INDEX properties_sitemap ON properties (id, updated_at, listed_at);

CREATE VIEW property_search_document AS
SELECT
  p.id AS id,
  p.title || ' ' || p.development || ' ' || p.developer || ' ' || a.name
  || COALESCE(' ' || (SELECT group_concat(t.value, ' ') FROM content_translations t
       WHERE t.entity = 'property' AND t.entity_key = CAST(p.id AS TEXT)
         AND t.field IN ('title', 'developer')), '')
  || COALESCE(' ' || (SELECT group_concat(t.value, ' ') FROM content_translations t
       WHERE t.entity = 'area' AND t.entity_key = a.slug AND t.field = 'name'), '') AS text
FROM properties p JOIN areas a ON a.slug = p.area_slug;

CREATE VIEW catalog_document AS
SELECT
  p.id AS id,
  COALESCE(unixepoch(p.listed_at), 0) * 4194304 + p.id AS newest_key,
  p.price_usd * 4194304 + p.id AS price_key,
  d.text AS text,
  'listing a' || replace(p.area_slug, '-', 'x') || ' d' || replace(p.development_slug, '-', 'x')
  || ' t' || p.type || ' s' || replace(p.status, '-', 'x')
  || COALESCE(' g' || p.agent_id, '') || COALESCE(' bd' || min(p.bedrooms, 9), '')
  || CASE WHEN p.price_usd >= 100000 THEN ' pmin100000' ELSE '' END || CASE WHEN p.price_usd <= 100000 THEN ' pmax100000' ELSE '' END
  || CASE WHEN p.price_usd >= 250000 THEN ' pmin250000' ELSE '' END || CASE WHEN p.price_usd <= 250000 THEN ' pmax250000' ELSE '' END
  || CASE WHEN p.price_usd >= 500000 THEN ' pmin500000' ELSE '' END || CASE WHEN p.price_usd <= 500000 THEN ' pmax500000' ELSE '' END
  || CASE WHEN p.price_usd >= 750000 THEN ' pmin750000' ELSE '' END || CASE WHEN p.price_usd <= 750000 THEN ' pmax750000' ELSE '' END
  || CASE WHEN p.price_usd >= 1000000 THEN ' pmin1000000' ELSE '' END || CASE WHEN p.price_usd <= 1000000 THEN ' pmax1000000' ELSE '' END
  || CASE WHEN p.price_usd >= 2000000 THEN ' pmin2000000' ELSE '' END || CASE WHEN p.price_usd <= 2000000 THEN ' pmax2000000' ELSE '' END
  || CASE WHEN p.price_usd >= 3000000 THEN ' pmin3000000' ELSE '' END || CASE WHEN p.price_usd <= 3000000 THEN ' pmax3000000' ELSE '' END
  || CASE WHEN p.price_usd >= 5000000 THEN ' pmin5000000' ELSE '' END || CASE WHEN p.price_usd <= 5000000 THEN ' pmax5000000' ELSE '' END
  || CASE WHEN p.price_usd >= 10000000 THEN ' pmin10000000' ELSE '' END || CASE WHEN p.price_usd <= 10000000 THEN ' pmax10000000' ELSE '' END
  || CASE WHEN p.price_usd >= 20000000 THEN ' pmin20000000' ELSE '' END || CASE WHEN p.price_usd <= 20000000 THEN ' pmax20000000' ELSE '' END AS facets
FROM properties p JOIN property_search_document d ON d.id = p.id;

CREATE TRIGGER catalog_reindex INSTEAD OF INSERT ON property_search_stale BEGIN
  DELETE FROM catalog_newest WHERE rowid = (SELECT newest FROM catalog_keys WHERE id = new.id);
  DELETE FROM catalog_price WHERE rowid = (SELECT price FROM catalog_keys WHERE id = new.id);
  DELETE FROM catalog_keys WHERE id = new.id;
  INSERT INTO catalog_keys (id, newest, price)
  SELECT id, newest_key, price_key FROM catalog_document WHERE id = new.id;
  INSERT INTO catalog_newest (rowid, text, facets)
  SELECT newest_key, text, facets FROM catalog_document WHERE id = new.id;
  INSERT INTO catalog_price (rowid, text, facets)
  SELECT price_key, text, facets FROM catalog_document WHERE id = new.id;
END;

CREATE TRIGGER property_search_insert AFTER INSERT ON properties BEGIN
  INSERT INTO property_search_stale (id) VALUES (new.id);
END;

CREATE TRIGGER catalog_update
AFTER UPDATE OF id, title, development, development_slug, developer, area_slug, type, status,
  agent_id, bedrooms, price_usd, listed_at ON properties
BEGIN
  INSERT INTO property_search_stale (id) VALUES (old.id);
  INSERT INTO property_search_stale (id) SELECT new.id WHERE new.id <> old.id;
END;

CREATE TRIGGER catalog_delete AFTER DELETE ON properties BEGIN
  INSERT INTO property_search_stale (id) VALUES (old.id);
END;

CREATE TRIGGER property_search_area AFTER UPDATE OF name ON areas BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties WHERE area_slug = new.slug;
END;

CREATE TRIGGER property_search_translation_insert AFTER INSERT ON content_translations
WHEN (new.entity = 'property' AND new.field IN ('title', 'developer'))
  OR (new.entity = 'area' AND new.field = 'name')
BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties
  WHERE (new.entity = 'property' AND id = CAST(new.entity_key AS INTEGER))
     OR (new.entity = 'area' AND area_slug = new.entity_key);
END;

CREATE TRIGGER property_search_translation_update AFTER UPDATE ON content_translations
WHEN (new.entity = 'property' AND new.field IN ('title', 'developer'))
  OR (new.entity = 'area' AND new.field = 'name')
BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties
  WHERE (new.entity = 'property' AND id = CAST(new.entity_key AS INTEGER))
     OR (new.entity = 'area' AND area_slug = new.entity_key);
END;

CREATE TRIGGER property_search_translation_delete AFTER DELETE ON content_translations
WHEN (old.entity = 'property' AND old.field IN ('title', 'developer'))
  OR (old.entity = 'area' AND old.field = 'name')
BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties
  WHERE (old.entity = 'property' AND id = CAST(old.entity_key AS INTEGER))
     OR (old.entity = 'area' AND area_slug = old.entity_key);
END;

CREATE TRIGGER location_counts_insert AFTER INSERT ON properties BEGIN
  UPDATE location_counts SET count = count + 1 WHERE kind = 'area' AND slug = new.area_slug;
  INSERT INTO location_counts (slug, kind, name, count)
  VALUES (new.development_slug, 'development', new.development, 1)
  ON CONFLICT (kind, slug) DO UPDATE SET count = count + 1;
END;

CREATE TRIGGER location_counts_delete AFTER DELETE ON properties BEGIN
  UPDATE location_counts SET count = count - 1 WHERE kind = 'area' AND slug = old.area_slug;
  UPDATE location_counts SET count = count - 1
  WHERE kind = 'development' AND slug = old.development_slug;
  DELETE FROM location_counts WHERE kind = 'development' AND slug = old.development_slug AND count <= 0;
END;

CREATE TRIGGER location_counts_update AFTER UPDATE OF area_slug, development_slug, development ON properties
BEGIN
  UPDATE location_counts SET count = count - 1 WHERE kind = 'area' AND slug = old.area_slug;
  UPDATE location_counts SET count = count - 1
  WHERE kind = 'development' AND slug = old.development_slug;
  DELETE FROM location_counts WHERE kind = 'development' AND slug = old.development_slug AND count <= 0;
  UPDATE location_counts SET count = count + 1 WHERE kind = 'area' AND slug = new.area_slug;
  INSERT INTO location_counts (slug, kind, name, count)
  VALUES (new.development_slug, 'development', new.development, 1)
  ON CONFLICT (kind, slug) DO UPDATE SET count = count + 1, name = excluded.name;
END;

CREATE TRIGGER properties_touch AFTER UPDATE ON properties
WHEN new.updated_at IS old.updated_at
BEGIN
  UPDATE properties SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = new.id;
END;

-- What each cached page and list was made from, cheaply: every page names its scopes
-- (`property:42`, `list:properties`, `home`, ...), each scope hashes to one of these buckets, and
-- a page's cache key carries its buckets' versions. A sync sets the buckets of the scopes it
-- touched to the next `seq`: only those pages are rendered again. Each isolate reads this one
-- row at most every 5 s (src/db/content-scopes.ts). 1,024 buckets (the code takes the length
-- from the row).
CREATE TABLE content_scopes (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seq INTEGER NOT NULL,
  -- JSON array: the `seq` at which each bucket last changed
  versions TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

INSERT INTO content_scopes (id, seq, versions, updated_at)
SELECT 1, 1, json_group_array(1), '2026-11-29T00:00:00Z' FROM (
  WITH RECURSIVE bucket (n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM bucket WHERE n < 1023)
  SELECT n FROM bucket
);

-- The one global version it replaces
DROP TABLE content_version;

-- The reconcile's progress (src/content/sync/reconcile.ts), so a run stopped anywhere resumes.
-- Per kind, the changes pass: every CMS entry changed up to this `updatedAt` (then documentId,
-- among entries changed at the same instant) is in D1.
CREATE TABLE content_sync_marks (
  kind TEXT PRIMARY KEY,
  updated_at TEXT NOT NULL,
  document_id TEXT NOT NULL
);

-- The presence pass over every published document, kind after kind (deletions, and documents
-- a lost webhook left out): where it stands while it runs, and when the last one ended.
CREATE TABLE content_sync_pass (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  kind TEXT,
  after TEXT,
  started_at TEXT,
  done_at TEXT
);

INSERT INTO content_sync_pass (id) VALUES (1);

-- Every CMS document the sync has seen: what it wrote for it (a hash of its rows, so a document
-- synced again unchanged writes nothing and re-renders nothing), or why it could not be shown.
-- The presence pass compares these with what the CMS publishes.
CREATE TABLE content_documents (
  document_id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('area', 'agent', 'property', 'post', 'testimonial')),
  hash TEXT,
  -- why the document is not on the site (no community, invalid field...); NULL when it is
  skipped TEXT,
  synced_at TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX content_documents_kind ON content_documents (kind, document_id);
