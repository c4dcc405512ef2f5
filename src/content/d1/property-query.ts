import type { PropertyQuery } from '../../schemas/content-query'
import { textTerm } from './catalog-index'

// The catalogue's query over the listings table itself, for a list of named listings (`ids`:
// saved and compared), which the search engine has no token for; and the community slugs that
// tell a community filter from a development one.

export const ORDER = {
  newest: 'p.listed_at DESC, p.id DESC',
  'price-asc': 'p.price_usd ASC, p.id ASC',
  'price-desc': 'p.price_usd DESC, p.id DESC',
} as const

/** A count stops here and the catalogue says "1,000+" (DESIGN.md: 1,000 rows read a query). */
export const COUNT_LIMIT = 1000

/**
 * The WHERE clause of a query for named listings: at most 48 ids, each looked up, then the other
 * filters checked on those rows alone.
 */
export function namedListingFilters(
  query: PropertyQuery & { ids: number[] },
  areas: ReadonlySet<string>
): { where: string; binds: unknown[] } {
  const conditions = [`p.id IN (${query.ids.map(() => '?').join(', ')})`]
  const binds: unknown[] = [...query.ids]
  if (query.q !== undefined) {
    // the words' documents among these listings' own (their keys are in catalog_keys)
    conditions.push(
      `EXISTS (SELECT 1 FROM catalog_keys k JOIN catalog_newest ON catalog_newest.rowid = k.newest
        WHERE k.id = p.id AND catalog_newest MATCH ?)`
    )
    binds.push(textTerm(query.q))
  }
  if (query.location) {
    conditions.push(areas.has(query.location) ? 'p.area_slug = ?' : 'p.development_slug = ?')
    binds.push(query.location)
  }
  const equal = { type: 'p.type', status: 'p.status', agent: 'p.agent_id' } as const
  for (const [field, column] of Object.entries(equal)) {
    const value = query[field as keyof typeof equal]
    if (value === undefined) continue
    conditions.push(`${column} = ?`)
    binds.push(value)
  }
  if (query.minPrice !== undefined) {
    conditions.push('p.price_usd >= ?')
    binds.push(query.minPrice)
  }
  if (query.maxPrice !== undefined) {
    conditions.push('p.price_usd <= ?')
    binds.push(query.maxPrice)
  }
  if (query.bedrooms !== undefined) {
    conditions.push(query.bedrooms === 0 ? 'p.bedrooms = 0' : 'p.bedrooms >= ?')
    if (query.bedrooms !== 0) binds.push(query.bedrooms)
  }
  return { where: `WHERE ${conditions.join(' AND ')}`, binds }
}

/**
 * The community slugs, read once a minute per isolate: a location filter names a community or a
 * development, and knowing which picks its token. A community added in the meantime is searched
 * as a development (no results) for at most that minute.
 */
let areaCache: { slugs: ReadonlySet<string>; until: number } | undefined
export async function areaSlugs(db: D1Database): Promise<ReadonlySet<string>> {
  if (areaCache && areaCache.until > Date.now()) return areaCache.slugs
  const { results } = await db.prepare('SELECT slug FROM areas').all<{ slug: string }>()
  areaCache = { slugs: new Set(results.map((row) => row.slug)), until: Date.now() + 60_000 }
  return areaCache.slugs
}
