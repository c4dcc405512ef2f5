-- Two more kinds of translated content (content_translations, the English column the fallback):
-- a development's name (entity 'development', key its development_slug, field 'name'), so Arabic,
-- Hebrew, Russian and Korean pages write "Marina Crest" in their script in the location filter,
-- on the cards and on the listing; and a testimonial's subtitle (entity 'testimonial', key its
-- id, field 'subtitle'), the firm's label under a client's words ("Investor from London, United
-- Kingdom"), which every page shows in its own language while the words stay as written.
--
-- SQLite cannot change a CHECK constraint: the table is copied aside and made again with the two
-- entities allowed. Its index and triggers go with it and are made again below; the views that
-- read it (property_search_document) name it and read the new table.
CREATE TABLE content_translations_copy (
  entity TEXT NOT NULL,
  entity_key TEXT NOT NULL,
  locale TEXT NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (entity, entity_key, locale, field)
) WITHOUT ROWID;
INSERT INTO content_translations_copy SELECT entity, entity_key, locale, field, value
FROM content_translations;
DROP TABLE content_translations;

CREATE TABLE content_translations (
  entity TEXT NOT NULL CHECK (
    entity IN ('property', 'area', 'agent', 'blog_post', 'development', 'testimonial')
  ),
  -- the id, or the slug for areas and developments
  entity_key TEXT NOT NULL,
  locale TEXT NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (entity, entity_key, locale, field)
) WITHOUT ROWID;
INSERT INTO content_translations SELECT entity, entity_key, locale, field, value
FROM content_translations_copy;
DROP TABLE content_translations_copy;

CREATE INDEX content_translations_search ON content_translations (entity, locale, field);

-- A development's listings are found by it: a translated name re-indexes them
CREATE INDEX properties_development ON properties (development_slug);

-- The search document (migration 0028's) gains the development's translated names, so a Korean
-- visitor who types 마리나 finds the Marina Crest listings
DROP VIEW property_search_document;
CREATE VIEW property_search_document AS
SELECT
  p.id AS id,
  p.title || ' ' || p.development || ' ' || p.developer || ' ' || a.name
  || COALESCE(' ' || (SELECT group_concat(t.value, ' ') FROM content_translations t
       WHERE t.entity = 'property' AND t.entity_key = CAST(p.id AS TEXT)
         AND t.field IN ('title', 'developer')), '')
  || COALESCE(' ' || (SELECT group_concat(t.value, ' ') FROM content_translations t
       WHERE t.entity = 'development' AND t.entity_key = p.development_slug
         AND t.field = 'name'), '')
  || COALESCE(' ' || (SELECT group_concat(t.value, ' ') FROM content_translations t
       WHERE t.entity = 'area' AND t.entity_key = a.slug AND t.field = 'name'), '') AS text
FROM properties p JOIN areas a ON a.slug = p.area_slug;

CREATE TRIGGER property_search_translation_insert AFTER INSERT ON content_translations
WHEN (new.entity = 'property' AND new.field IN ('title', 'developer'))
  OR (new.entity IN ('area', 'development') AND new.field = 'name')
BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties
  WHERE (new.entity = 'property' AND id = CAST(new.entity_key AS INTEGER))
     OR (new.entity = 'area' AND area_slug = new.entity_key)
     OR (new.entity = 'development' AND development_slug = new.entity_key);
END;

CREATE TRIGGER property_search_translation_update AFTER UPDATE ON content_translations
WHEN (new.entity = 'property' AND new.field IN ('title', 'developer'))
  OR (new.entity IN ('area', 'development') AND new.field = 'name')
BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties
  WHERE (new.entity = 'property' AND id = CAST(new.entity_key AS INTEGER))
     OR (new.entity = 'area' AND area_slug = new.entity_key)
     OR (new.entity = 'development' AND development_slug = new.entity_key);
END;

CREATE TRIGGER property_search_translation_delete AFTER DELETE ON content_translations
WHEN (old.entity = 'property' AND old.field IN ('title', 'developer'))
  OR (old.entity IN ('area', 'development') AND old.field = 'name')
BEGIN
  INSERT INTO property_search_stale (id) SELECT id FROM properties
  WHERE (old.entity = 'property' AND id = CAST(old.entity_key AS INTEGER))
     OR (old.entity = 'area' AND area_slug = old.entity_key)
     OR (old.entity = 'development' AND development_slug = old.entity_key);
END;
