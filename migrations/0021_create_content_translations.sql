-- Content in the other 12 languages, one row per translated field. A page reads the English
-- column and, when this table has the field for the page's locale, that value instead: content
-- falls back to English field by field. JSON fields (amenities, track record, take-aways) hold
-- the whole translated JSON array.
CREATE TABLE content_translations (
  entity TEXT NOT NULL CHECK (entity IN ('property', 'area', 'agent', 'blog_post')),
  -- the id, or the slug for areas
  entity_key TEXT NOT NULL,
  locale TEXT NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (entity, entity_key, locale, field)
) WITHOUT ROWID;

-- Catalogue search by a localized title
CREATE INDEX content_translations_search ON content_translations (entity, locale, field);
