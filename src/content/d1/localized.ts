import { isLocaleCode, type LocaleCode } from '../../i18n/locales'

export type TranslatedEntity =
  'property' | 'area' | 'agent' | 'blog_post' | 'development' | 'testimonial'

/**
 * A column of a content table in the page's locale: the `content_translations` value when there
 * is one, else the English column, field by field. Only code constants and a checked locale code
 * reach the SQL text.
 */
export function localized(
  locale: LocaleCode,
  entity: TranslatedEntity,
  key: string,
  field: string,
  column: string
): string {
  if (locale === 'en') return column
  if (!isLocaleCode(locale) || !/^[\w.]+$/.test(key + field + column)) {
    throw new Error(`not a SQL identifier: ${entity} ${key} ${field} ${column}`)
  }
  // entity_key is TEXT: compared with an INTEGER id as it is, SQLite applies numeric affinity and
  // can use the primary key for `entity` only, scanning every row of the entity per lookup
  return `COALESCE((SELECT t.value FROM content_translations t WHERE t.entity = '${entity}'
    AND t.entity_key = CAST(${key} AS TEXT) AND t.locale = '${locale}' AND t.field = '${field}'), ${column})`
}
