import type { PropertyQuery } from '../../schemas/content-query'

// The catalogue's query: its text search, its filters, its order and keyset, and the community
// slugs that tell a community filter from a development one.

export const ORDER = {
  newest: 'p.listed_at DESC, p.id DESC',
  'price-asc': 'p.price_usd ASC, p.id ASC',
  'price-desc': 'p.price_usd DESC, p.id DESC',
} as const

/** `after=<id>`: the listings that follow that one in the page's order (keyset pagination). */
const KEYSET = {
  newest: ['p.listed_at', '<'],
  'price-asc': ['p.price_usd', '>'],
  'price-desc': ['p.price_usd', '<'],
} as const

/**
 * The FTS5 query for what a visitor typed: every word must match, each as a prefix ("mari"
 * finds Marina), each quoted so that FTS syntax (`OR`, `NEAR`, `*`, quotes) is plain text.
 */
export function searchMatch(text: string): string | null {
  const words = text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  return words.length ? words.map((word) => `"${word}"*`).join(' ') : null
}

/** A count stops here and the catalogue says "1,000+" (DESIGN.md: 1,000 rows read a query). */
export const COUNT_LIMIT = 1000

/** What a text search found: its listings, or the words alone when they match too many to list. */
type Search = { ids: number[] } | { ids?: undefined; match: string }

/**
 * Looks the words up in the search index first, reading at most COUNT_LIMIT entries: a search
 * that finds fewer is a list of ids, and the page reads no listing that does not match.
 */
export async function findText(db: D1Database, text: string): Promise<Search> {
  const match = searchMatch(text)
  // nothing searchable (only punctuation) finds nothing rather than everything
  if (!match) return { ids: [] }
  const { results } = await db
    .prepare(
      `SELECT rowid AS id FROM property_search WHERE property_search MATCH ? LIMIT ${COUNT_LIMIT}`
    )
    .bind(match)
    .all<{ id: number }>()
  return results.length >= COUNT_LIMIT ? { match } : { ids: results.map((row) => row.id) }
}

/**
 * The WHERE clause of a catalogue query. `dense`: at least COUNT_LIMIT listings match, so the
 * page is found soonest by walking the sort's index; a unary `+` keeps the planner off the range
 * indexes (price, bedrooms), which would read every match to sort them.
 */
export function propertyFilters(
  query: PropertyQuery,
  areas: ReadonlySet<string>,
  search: Search | undefined,
  dense = false
): { where: string; binds: unknown[] } {
  const price = dense && (query.sort ?? 'newest') === 'newest' ? '+p.price_usd' : 'p.price_usd'
  const bedrooms = dense ? '+p.bedrooms' : 'p.bedrooms'
  const conditions: string[] = []
  const binds: unknown[] = []
  if (search?.ids) {
    // integers read from our own index, written out: the planner then looks each one up
    // (through json_each it scans the table instead), and D1 binds at most 100 values
    conditions.push(`p.id IN (${search.ids.map(Number).join(', ') || 'NULL'})`)
  } else if (search) {
    // words in more than COUNT_LIMIT listings: every match is read (see README, "At scale")
    conditions.push('p.id IN (SELECT rowid FROM property_search WHERE property_search MATCH ?)')
    binds.push(search.match)
  }
  if (query.location) {
    // one column, so the index of that column in the page's order serves the page
    conditions.push(areas.has(query.location) ? 'p.area_slug = ?' : 'p.development_slug = ?')
    binds.push(query.location)
  }
  if (query.type) {
    conditions.push('p.type = ?')
    binds.push(query.type)
  }
  if (query.status) {
    conditions.push('p.status = ?')
    binds.push(query.status)
  }
  if (query.minPrice !== undefined) {
    conditions.push(`${price} >= ?`)
    binds.push(query.minPrice)
  }
  if (query.maxPrice !== undefined) {
    conditions.push(`${price} <= ?`)
    binds.push(query.maxPrice)
  }
  if (query.bedrooms !== undefined) {
    // studio means exactly none; every other choice means "at least"
    conditions.push(query.bedrooms === 0 ? 'p.bedrooms = 0' : `${bedrooms} >= ?`)
    if (query.bedrooms !== 0) binds.push(query.bedrooms)
  }
  if (query.agent !== undefined) {
    conditions.push('p.agent_id = ?')
    binds.push(query.agent)
  }
  if (query.ids) {
    conditions.push(`p.id IN (${query.ids.map(() => '?').join(', ')})`)
    binds.push(...query.ids)
  }
  if (query.after !== undefined) {
    const [column, direction] = KEYSET[query.sort ?? 'newest']
    conditions.push(
      `(${column}, p.id) ${direction} (SELECT ${column.slice(2)}, id FROM properties WHERE id = ?)`
    )
    binds.push(query.after)
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', binds }
}

/**
 * The community slugs, read once a minute per isolate: a location filter names a community or a
 * development, and knowing which lets the query use that column's index. A community added in
 * the meantime is searched as a development (no results) for at most that minute.
 */
let areaCache: { slugs: ReadonlySet<string>; until: number } | undefined
export async function areaSlugs(db: D1Database): Promise<ReadonlySet<string>> {
  if (areaCache && areaCache.until > Date.now()) return areaCache.slugs
  const { results } = await db.prepare('SELECT slug FROM areas').all<{ slug: string }>()
  areaCache = { slugs: new Set(results.map((row) => row.slug)), until: Date.now() + 60_000 }
  return areaCache.slugs
}
