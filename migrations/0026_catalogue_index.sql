-- The catalogue's filters answered by the search engine, in the page's order (README, "The
-- catalogue at scale"). Migration 0023 walked one B-tree index per query and checked the other
-- filters row by row: a combination of filters that together match few listings read every
-- listing of the widest one (up to 31,250 rows at 50,000 listings), and a common word read
-- every listing it names. Here each listing is one document in two FTS5 tables, holding its
-- search text and its filter values as tokens (`facets`), and keyed by its place in a sort:
-- `catalog_newest` by listing date, `catalog_price` by price, the id in the low 22 bits. FTS5
-- intersects the filters' posting lists itself and walks them in key order, so a page of 12 reads
-- 12 rows, a count stops at 1,000, and a price range in price order is a key range. Ids stay
-- below 4,194,304 (2^22).
DROP TRIGGER property_search_reindex;
DROP TRIGGER property_search_update;
DROP TRIGGER property_search_delete;
DROP TABLE property_search;

CREATE VIRTUAL TABLE catalog_newest USING fts5 (
  text,
  facets,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE VIRTUAL TABLE catalog_price USING fts5 (
  text,
  facets,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Where each listing stands in both tables, so a re-index finds its old documents
CREATE TABLE catalog_keys (
  id INTEGER PRIMARY KEY,
  newest INTEGER NOT NULL,
  price INTEGER NOT NULL
);

-- The tokens of src/content/d1/catalog-index.ts, one per filter value, dashes written as x:
-- listing (every one: a walk of a key range alone) a<community> d<development> t<type>
-- s<status> g<consultant> bd<bedrooms, 9 for 9 or more>,
-- and for each of the price filters' steps (PRICE_STEPS) pmin<step> at or above it, pmax<step>
-- at or below it
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

-- An edit of anything a document holds re-indexes the listing (a new id: both)
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

-- A database migrated after its seeds: index what is already there
INSERT INTO catalog_keys (id, newest, price) SELECT id, newest_key, price_key FROM catalog_document;
INSERT INTO catalog_newest (rowid, text, facets) SELECT newest_key, text, facets FROM catalog_document;
INSERT INTO catalog_price (rowid, text, facets) SELECT price_key, text, facets FROM catalog_document;

-- The B-tree indexes that paired each filter with a sort served the catalogue alone: it reads the
-- tables above now. Kept: the community's (its renames re-index its listings) and the
-- consultant's (a consultant's removal checks their listings).
DROP INDEX properties_listed;
DROP INDEX properties_price;
DROP INDEX properties_area_price;
DROP INDEX properties_development_listed;
DROP INDEX properties_development_price;
DROP INDEX properties_type_listed;
DROP INDEX properties_type_price;
DROP INDEX properties_status_listed;
DROP INDEX properties_status_price;
DROP INDEX properties_bedrooms_price;
DROP INDEX properties_bedrooms_listed;
