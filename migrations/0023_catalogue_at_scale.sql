-- The catalogue at brokerage scale (50,000 listings, `npm run seed:scale`): every filter, sort
-- and text search reads at most about 1,000 rows (DESIGN.md, "Quality bars").

-- Text search (`q`): one document per listing holding its title in every language, its
-- development, developer and community (English and translated). Any language finds a listing,
-- so a visitor reading Arabic who types an English development name finds it too. Words match
-- by prefix; unicode61 folds case and diacritics in every script the site speaks.
CREATE VIRTUAL TABLE property_search USING fts5 (
  text,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE VIEW property_search_document AS
SELECT
  p.id AS id,
  p.title || ' ' || p.development || ' ' || p.developer || ' ' || a.name
  || COALESCE(' ' || (SELECT group_concat(t.value, ' ') FROM content_translations t
       WHERE t.entity = 'property' AND t.entity_key = CAST(p.id AS TEXT) AND t.field = 'title'), '')
  || COALESCE(' ' || (SELECT group_concat(t.value, ' ') FROM content_translations t
       WHERE t.entity = 'area' AND t.entity_key = a.slug AND t.field = 'name'), '') AS text
FROM properties p JOIN areas a ON a.slug = p.area_slug;

-- The index follows every write, whichever tool makes it (seeds, the CMS sync, a console). A
-- listing id inserted into this view is indexed again; the triggers below only name the listings
-- a write touched, and this one trigger alone says how.
CREATE VIEW property_search_stale (id) AS SELECT NULL WHERE 0;

CREATE TRIGGER property_search_reindex INSTEAD OF INSERT ON property_search_stale BEGIN
  DELETE FROM property_search WHERE rowid = new.id;
  INSERT INTO property_search (rowid, text)
  SELECT id, text FROM property_search_document WHERE id = new.id;
END;

CREATE TRIGGER property_search_insert AFTER INSERT ON properties BEGIN
  INSERT INTO property_search_stale (id) VALUES (new.id);
END;

CREATE TRIGGER property_search_update AFTER UPDATE ON properties BEGIN
  DELETE FROM property_search WHERE rowid = old.id;
  INSERT INTO property_search_stale (id) VALUES (new.id);
END;

CREATE TRIGGER property_search_delete AFTER DELETE ON properties BEGIN
  DELETE FROM property_search WHERE rowid = old.id;
END;

CREATE TRIGGER property_search_area AFTER UPDATE OF name ON areas BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties WHERE area_slug = new.slug;
END;

-- A translated title or community name: the listings it belongs to are indexed again
CREATE TRIGGER property_search_translation_insert AFTER INSERT ON content_translations
WHEN (new.entity = 'property' AND new.field = 'title') OR (new.entity = 'area' AND new.field = 'name')
BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties
  WHERE (new.entity = 'property' AND id = CAST(new.entity_key AS INTEGER))
     OR (new.entity = 'area' AND area_slug = new.entity_key);
END;

CREATE TRIGGER property_search_translation_update AFTER UPDATE ON content_translations
WHEN (new.entity = 'property' AND new.field = 'title') OR (new.entity = 'area' AND new.field = 'name')
BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties
  WHERE (new.entity = 'property' AND id = CAST(new.entity_key AS INTEGER))
     OR (new.entity = 'area' AND area_slug = new.entity_key);
END;

CREATE TRIGGER property_search_translation_delete AFTER DELETE ON content_translations
WHEN (old.entity = 'property' AND old.field = 'title') OR (old.entity = 'area' AND old.field = 'name')
BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties
  WHERE (old.entity = 'property' AND id = CAST(old.entity_key AS INTEGER))
     OR (old.entity = 'area' AND area_slug = old.entity_key);
END;

-- A database migrated after its seeds: index what is already there
INSERT INTO property_search (rowid, text) SELECT id, text FROM property_search_document;

-- The location filter's options and their counts: kept by triggers, so the catalogue reads one
-- row per community and development instead of counting 50,000 listings on every render.
CREATE TABLE location_counts (
  slug TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('area', 'development')),
  name TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (kind, slug)
) WITHOUT ROWID;

INSERT INTO location_counts (slug, kind, name, count)
SELECT slug, 'area', name, 0 FROM areas;
INSERT INTO location_counts (slug, kind, name, count)
SELECT development_slug, 'development', MIN(development), COUNT(*) FROM properties
GROUP BY development_slug;
UPDATE location_counts SET count = (SELECT COUNT(*) FROM properties WHERE area_slug = slug)
WHERE kind = 'area';

CREATE TRIGGER location_counts_area_insert AFTER INSERT ON areas BEGIN
  INSERT OR IGNORE INTO location_counts (slug, kind, name, count) VALUES (new.slug, 'area', new.name, 0);
END;

CREATE TRIGGER location_counts_area_update AFTER UPDATE OF name ON areas BEGIN
  UPDATE location_counts SET name = new.name WHERE kind = 'area' AND slug = new.slug;
END;

CREATE TRIGGER location_counts_area_delete AFTER DELETE ON areas BEGIN
  DELETE FROM location_counts WHERE kind = 'area' AND slug = old.slug;
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

-- Filters combined with a sort: each index serves one filter in the order a page lists it, so a
-- page of 12 stops after its 12 rows instead of sorting every match.
CREATE INDEX properties_area_listed ON properties (area_slug, listed_at DESC, id DESC);
CREATE INDEX properties_area_price ON properties (area_slug, price_usd, id);
CREATE INDEX properties_development_listed ON properties (development_slug, listed_at DESC, id DESC);
CREATE INDEX properties_development_price ON properties (development_slug, price_usd, id);
CREATE INDEX properties_type_listed ON properties (type, listed_at DESC, id DESC);
CREATE INDEX properties_type_price ON properties (type, price_usd, id);
CREATE INDEX properties_status_listed ON properties (status, listed_at DESC, id DESC);
CREATE INDEX properties_status_price ON properties (status, price_usd, id);
CREATE INDEX properties_bedrooms_price ON properties (bedrooms, price_usd, id);
CREATE INDEX properties_bedrooms_listed ON properties (bedrooms, listed_at DESC, id DESC);
CREATE INDEX properties_agent_listed ON properties (agent_id, listed_at DESC, id DESC);
DROP INDEX properties_area;
DROP INDEX properties_development;
DROP INDEX properties_agent;
DROP INDEX properties_bedrooms;
