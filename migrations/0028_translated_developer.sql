-- A listing's developer is a translated field too (content_translations field 'developer', the
-- English column the fallback), so Arabic, Hebrew, Russian and Korean pages can write it in their
-- script. Search finds a listing by its developer in any language, as by its title: the search
-- document holds the translated developers, and their rows re-index the listing.
DROP VIEW property_search_document;
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

DROP TRIGGER property_search_translation_insert;
DROP TRIGGER property_search_translation_update;
DROP TRIGGER property_search_translation_delete;

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

-- Listings already translated when this runs: their documents gain their developers' names
INSERT INTO property_search_stale (id)
SELECT DISTINCT CAST(entity_key AS INTEGER) FROM content_translations
WHERE entity = 'property' AND field = 'developer';
