import {
  TRANSLATION_ENTITY,
  type ContentKind,
  type SiteRecord,
} from '../../../cms/src/content-model'

/**
 * The SQL that puts CMS documents into D1, as few statements as the batch allows: each kind's
 * rows go in one statement whatever their number (a JSON array bound as one parameter, read
 * with json_each: D1 binds at most 100 parameters a statement), and an upsert writes only what
 * changed, so syncing the same content twice writes nothing (and re-indexes nothing).
 */

/** A column list written as words, one string: `columns('id title')`. */
const columns = (words: string): readonly string[] => words.trim().split(/\s+/)

interface Table {
  table: string
  key: 'id' | 'slug'
  columns: readonly string[]
}

export const TABLES: Record<ContentKind, Table> = {
  area: {
    table: 'areas',
    key: 'slug',
    columns: columns(`
      slug document_id name neighbourhood sort_order
    `),
  },
  agent: {
    table: 'agents',
    key: 'id',
    columns: columns(`
      id document_id slug name gender title bio track_record portfolio_usd rating
      review_count expertises languages photo brn phone email whatsapp years_in_dubai
      deals_closed reviews sort_order updated_at
    `),
  },
  property: {
    table: 'properties',
    key: 'id',
    columns: columns(`
      id document_id title area_slug development development_slug developer type status
      price_usd bedrooms bathrooms size_sqft handover_date down_payment_percent
      payment_plan amenities photos floor_plans description brochure agent_id
      permit_number rent_estimate_usd service_charge_usd featured listed_at updated_at
    `),
  },
  post: {
    table: 'blog_posts',
    key: 'id',
    columns: columns(`
      id document_id slug title topic excerpt body key_takeaways cover cover_alt
      author_id published_at updated_at
    `),
  },
  testimonial: {
    table: 'testimonials',
    key: 'id',
    columns: columns(`
      id document_id name subtitle text language rating photo published_at
    `),
  },
}

const DOCUMENTS = 'SELECT value FROM json_each(?1)'
const json = (value: unknown) => JSON.stringify(value)

/** Translations of these keys of a kind (`entity_key` is text: an id or a slug). */
const translationsOf = (kind: ContentKind, keys: string) =>
  kind in TRANSLATION_ENTITY
    ? `DELETE FROM content_translations WHERE entity = '${TRANSLATION_ENTITY[kind as keyof typeof TRANSLATION_ENTITY]}'
       AND entity_key IN (${keys})`
    : null

/**
 * Takes documents the CMS no longer publishes off the site. What named them follows the CMS:
 * a listing of a withdrawn consultant keeps its page without a consultant card, an article its
 * page without an author; a listing of a withdrawn community is withdrawn with it (the CMS then
 * answers it without a community, which a listing page cannot show).
 */
export function removeStatements(db: D1Database, kind: ContentKind, documentIds: string[]) {
  if (documentIds.length === 0) return []
  const { table, key } = TABLES[kind]
  const keys = `SELECT CAST(${key} AS TEXT) FROM ${table} WHERE document_id IN (${DOCUMENTS})`
  const sql: (string | null)[] = []
  if (kind === 'agent') {
    const ids = `SELECT id FROM agents WHERE document_id IN (${DOCUMENTS})`
    sql.push(`UPDATE properties SET agent_id = NULL WHERE agent_id IN (${ids})`)
    sql.push(`UPDATE blog_posts SET author_id = NULL WHERE author_id IN (${ids})`)
  }
  if (kind === 'area') {
    const listings = `SELECT id FROM properties WHERE area_slug IN (SELECT slug FROM areas WHERE document_id IN (${DOCUMENTS}))`
    sql.push(translationsOf('property', `SELECT CAST(id AS TEXT) FROM (${listings})`))
    sql.push(`DELETE FROM properties WHERE id IN (${listings})`)
  }
  sql.push(translationsOf(kind, keys))
  sql.push(`DELETE FROM ${table} WHERE document_id IN (${DOCUMENTS})`)
  return sql.flatMap((text) => (text ? [db.prepare(text).bind(json(documentIds))] : []))
}

/** A key a document held before and holds no more (an editor changed its number or slug). */
export interface KeyMove {
  from: string | number
  to: string | number
}

/**
 * Writes these documents of one kind: their translations, then their rows (a new listing is
 * indexed for search once, with its titles in every language), then what a moved key takes
 * along. `moves` come from D1 as it was (sync-documents.ts).
 */
export function upsertStatements(
  db: D1Database,
  kind: ContentKind,
  records: SiteRecord[],
  moves: KeyMove[]
) {
  if (records.length === 0) return []
  const { table, key, columns } = TABLES[kind]
  const statements: D1PreparedStatement[] = []
  const documents = json(records.map((record) => record.documentId))
  const keys = records.map((record) => String(record.key))
  // a moved document lets go of its old row's document_id first, which stays unique
  if (moves.length) {
    statements.push(
      db
        .prepare(
          `UPDATE ${table} SET document_id = NULL WHERE document_id IN (${DOCUMENTS})
           AND CAST(${key} AS TEXT) NOT IN (SELECT value FROM json_each(?2))`
        )
        .bind(documents, json(keys))
    )
  }
  // a slug another row still holds (two articles that swapped theirs) is set aside on that row
  if (kind === 'agent' || kind === 'post') {
    statements.push(
      db
        .prepare(
          `UPDATE ${table} SET slug = slug || '-' || id
           WHERE slug IN (SELECT json_extract(value, '$.slug') FROM json_each(?1))
             AND id NOT IN (SELECT json_extract(value, '$.id') FROM json_each(?1))`
        )
        .bind(json(records.map((record) => record.row)))
    )
  }
  const entity = TRANSLATION_ENTITY[kind as keyof typeof TRANSLATION_ENTITY]
  if (entity) {
    const translations = records.flatMap((record) =>
      record.translations.map((t) => ({ key: String(record.key), ...t }))
    )
    statements.push(
      upsertTranslations(db, entity, translations),
      db
        .prepare(
          `DELETE FROM content_translations WHERE entity = ?1
             AND entity_key IN (SELECT value FROM json_each(?2))
             AND entity_key || char(31) || locale || char(31) || field
               NOT IN (SELECT value FROM json_each(?3))`
        )
        .bind(
          entity,
          json(keys),
          json(translations.map((t) => [t.key, t.locale, t.field].join('\u001f')))
        )
    )
  }
  if (kind === 'property') statements.push(developmentNamesStatement(db, records))
  const list = columns.join(', ')
  const values = columns.map((column) => `json_extract(value, '$.${column}')`).join(', ')
  const changed = `(${columns.map((c) => `${table}.${c}`).join(', ')}) IS NOT (${columns
    .map((c) => `excluded.${c}`)
    .join(', ')})`
  statements.push(
    db
      .prepare(
        `INSERT INTO ${table} (${list}) SELECT ${values} FROM json_each(?1) WHERE true
         ON CONFLICT (${key}) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}
         WHERE ${changed}`
      )
      .bind(json(records.map((record) => record.row)))
  )
  for (const move of moves) statements.push(...moveStatements(db, kind, move))
  return statements
}

interface TranslationRow {
  key: string
  locale: string
  field: string
  value: string
}

/** Writes translation rows of one entity, each only where its value changed. */
function upsertTranslations(db: D1Database, entity: string, rows: TranslationRow[]) {
  return db
    .prepare(
      `INSERT INTO content_translations (entity, entity_key, locale, field, value)
       SELECT ?1, json_extract(value, '$.key'), json_extract(value, '$.locale'),
         json_extract(value, '$.field'), json_extract(value, '$.value')
       FROM json_each(?2) WHERE true
       ON CONFLICT (entity, entity_key, locale, field) DO UPDATE SET value = excluded.value
       WHERE content_translations.value IS NOT excluded.value`
    )
    .bind(entity, json(rows))
}

/**
 * A development's names in other languages, which each of its listings carries in the CMS: the
 * listing synced last names it for all. Only written, never taken away here: a listing without
 * a locale's entry says nothing of its development's name there.
 */
function developmentNamesStatement(db: D1Database, records: SiteRecord[]) {
  const names = records.flatMap(({ developmentNames }) =>
    (developmentNames?.names ?? []).map((name) => ({
      key: developmentNames!.slug,
      locale: name.locale,
      field: 'name',
      value: name.value,
    }))
  )
  return upsertTranslations(db, 'development', names)
}

/** What names a moved key points to its new one; the old row and its translations go. */
function moveStatements(db: D1Database, kind: ContentKind, { from, to }: KeyMove) {
  const { table, key } = TABLES[kind]
  const sql = [
    kind === 'agent' && 'UPDATE properties SET agent_id = ?2 WHERE agent_id = ?1',
    kind === 'agent' && 'UPDATE blog_posts SET author_id = ?2 WHERE author_id = ?1',
    kind === 'area' && 'UPDATE properties SET area_slug = ?2 WHERE area_slug = ?1',
    translationsOf(kind, 'CAST(?1 AS TEXT)'),
    `DELETE FROM ${table} WHERE ${key} = ?1 AND document_id IS NULL`,
  ]
  return sql.flatMap((text) => {
    if (typeof text !== 'string') return []
    const statement = db.prepare(text)
    return [text.includes('?2') ? statement.bind(from, to) : statement.bind(from)]
  })
}
