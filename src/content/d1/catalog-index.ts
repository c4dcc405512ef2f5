import type { PropertyQuery } from '../../schemas/content-query'
import { PRICE_STEPS } from '../../schemas/property'

// How the catalogue reads its search engine (migration 0026): each listing is one document of its
// text and its filter values as tokens, in two FTS5 tables keyed by its place in a sort. FTS5
// intersects the tokens' posting lists and walks them in key order, so a page reads its own rows
// and a count stops at 1,000, whatever the filters combine.

/** A document's key: its sort value times 2^22, plus its id. */
export const KEY_SPAN = 4_194_304

/** The listing id a catalogue document's key (an SQL expression) holds. */
export const idOfKey = (key: string) => `${key} % ${KEY_SPAN}`

const TABLE = {
  newest: 'catalog_newest',
  'price-asc': 'catalog_price',
  'price-desc': 'catalog_price',
} as const
const DIRECTION = { newest: 'DESC', 'price-asc': 'ASC', 'price-desc': 'DESC' } as const
/** The column of `catalog_keys` that holds a listing's key in the sort's table. */
const KEY_COLUMN = { newest: 'newest', 'price-asc': 'price', 'price-desc': 'price' } as const

/**
 * The FTS5 term for what a visitor typed: every word must match, each as a prefix ("mari"
 * finds Marina), each quoted so that FTS syntax (`OR`, `NEAR`, `*`, quotes) is plain text.
 * Nothing searchable (only punctuation) finds nothing rather than everything.
 */
export function textTerm(text: string): string {
  const words = text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  if (!words.length) return 'facets : nothing'
  return `text : (${words.map((word) => `"${word}"*`).join(' ')})`
}

/** A filter value as the migration writes it: one token, dashes written as x. */
const facet = (prefix: string, value: string | number) =>
  `${prefix}${String(value).replace(/-/g, 'x')}`

const stepAtOrBelow = (price: number) => PRICE_STEPS.findLast((step) => step <= price)
const stepAtOrAbove = (price: number) => PRICE_STEPS.find((step) => step >= price)

/** One scan of a catalogue table, in the page's order. */
export interface CatalogScan {
  table: (typeof TABLE)[keyof typeof TABLE]
  direction: 'ASC' | 'DESC'
  /** the table, joined to the listings when a price off the steps must be checked */
  from: string
  where: string
  binds: unknown[]
}

/**
 * The scan for a catalogue query (every filter but `ids`). In price order a price bound is a
 * key range. In date order a bound on a step of the price filter (PRICE_STEPS, all the page
 * offers) is a token; a bound off the steps (typed into the address) takes the nearest step's
 * token and checks each listing's price, so it also reads the listings between the two.
 */
export function catalogScan(query: PropertyQuery, areas: ReadonlySet<string>): CatalogScan {
  const sort = query.sort ?? 'newest'
  const table = TABLE[sort]
  const facets: string[] = []
  const conditions: string[] = []
  const binds: unknown[] = []
  let checksPrice = false

  if (query.location) facets.push(facet(areas.has(query.location) ? 'a' : 'd', query.location))
  if (query.type) facets.push(facet('t', query.type))
  if (query.status) facets.push(facet('s', query.status))
  if (query.agent !== undefined) facets.push(facet('g', query.agent))
  if (query.bedrooms !== undefined) {
    // studio means exactly none; every other choice means "at least" (9 stands for 9 or more)
    const from = Math.min(query.bedrooms, 9)
    const counts =
      query.bedrooms === 0 ? [0] : Array.from({ length: 10 - from }, (_, i) => from + i)
    facets.push(`(${counts.map((count) => `bd${count}`).join(' OR ')})`)
  }

  if (table === 'catalog_price') {
    // D1 binds a number past 2^31 as REAL, and FTS5 seeks its keys only by an INTEGER
    if (query.minPrice !== undefined) {
      conditions.push(`${table}.rowid >= CAST(? AS INTEGER)`)
      binds.push(query.minPrice * KEY_SPAN)
    }
    if (query.maxPrice !== undefined) {
      conditions.push(`${table}.rowid < CAST(? AS INTEGER)`)
      binds.push((query.maxPrice + 1) * KEY_SPAN)
    }
  } else {
    const { minPrice, maxPrice } = query
    const atLeast = minPrice === undefined ? undefined : stepAtOrBelow(minPrice)
    const atMost = maxPrice === undefined ? undefined : stepAtOrAbove(maxPrice)
    if (atLeast !== undefined) facets.push(facet('pmin', atLeast))
    if (atMost !== undefined) facets.push(facet('pmax', atMost))
    if (minPrice !== undefined && minPrice > 0 && atLeast !== minPrice) {
      conditions.push('listing.price_usd >= ?')
      binds.push(minPrice)
      checksPrice = true
    }
    if (maxPrice !== undefined && atMost !== maxPrice) {
      conditions.push('listing.price_usd <= ?')
      binds.push(maxPrice)
      checksPrice = true
    }
  }

  if (query.after !== undefined) {
    const descending = DIRECTION[sort] === 'DESC'
    // a listing that is not (or no longer) in the catalogue ends the list: compared with NULL,
    // FTS5 walked the whole table to find nothing (50,001 rows read at 50,000 listings)
    const end = descending ? '0' : String(Number.MAX_SAFE_INTEGER)
    conditions.push(
      `${table}.rowid ${descending ? '<' : '>'} COALESCE((SELECT ${KEY_COLUMN[sort]} FROM catalog_keys WHERE id = ?), ${end})`
    )
    binds.push(query.after)
  }

  const terms = [
    ...(query.q === undefined ? [] : [textTerm(query.q)]),
    ...(facets.length ? [`facets : (${facets.join(' AND ')})`] : []),
  ]
  // every document holds `listing`: FTS5 walks a key range only inside a query
  if (!terms.length) terms.push('facets : listing')
  conditions.unshift(`${table} MATCH ?`)
  binds.unshift(terms.join(' AND '))
  return {
    table,
    direction: DIRECTION[sort],
    from: checksPrice
      ? `${table} JOIN properties listing ON listing.id = ${idOfKey(`${table}.rowid`)}`
      : table,
    where: `WHERE ${conditions.join(' AND ')}`,
    binds,
  }
}
