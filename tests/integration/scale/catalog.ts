import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { filterCombinations } from '../../../tools/scale/filter-combinations.mjs'
import { COUNT_LIMIT, d1Source } from '../../../src/content/d1'
import { catalogScan } from '../../../src/content/d1/catalog-index'
import { countingRowsRead } from '../../../src/db/rows-read'
import { PROPERTY_SORTS, type PropertyQuery } from '../../../src/schemas/content-query'
import { LISTINGS } from './seed'

// DESIGN.md, "Quality bars": at 50,000 listings every catalogue query reads at most 1,000 rows,
// for each filter alone and for every combination, in every sort (docs/content.md, "The catalogue at
// scale").

/** A count stops at 1,000 matches; SQLite reads its planner statistics (3 rows) on top. */
const COUNTED_ROWS = COUNT_LIMIT + 3

/** One value per filter: each alone, in every sort. */
const SINGLE = (
  [
    {},
    { q: 'zzzz' },
    { location: 'dubai-marina' },
    { location: 'lumen-square-dubai-marina' },
    { type: 'villa' },
    { status: 'ready' },
    { minPrice: 500_000, maxPrice: 2_000_000 },
    { minPrice: 20_000_000 },
    { bedrooms: 2 },
    { bedrooms: 0 },
    { agent: 1200 },
  ] satisfies PropertyQuery[]
).flatMap((query: PropertyQuery) =>
  query.sort ? [query] : PROPERTY_SORTS.map((sort) => ({ ...query, sort }))
)

async function rowsRead(query: PropertyQuery, locale: 'en' | 'ar' = 'en') {
  const counter = countingRowsRead(env.DB)
  const page = await d1Source(counter.db, locale).listProperties(query)
  // per query, as D1 reports it; the request's queries together are logged by the bench
  return { page, rows: Math.max(...counter.rowsRead()) }
}

describe('the catalogue at 50,000 listings', () => {
  it('holds the generated listings, each indexed for search', async () => {
    const row = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM properties) AS listings,
         (SELECT COUNT(*) FROM catalog_newest) AS byDate, (SELECT COUNT(*) FROM catalog_price) AS byPrice`
    ).first<{ listings: number; byDate: number; byPrice: number }>()
    expect(row).toEqual({ listings: LISTINGS, byDate: LISTINGS, byPrice: LISTINGS })
  })

  it('reads at most 1,000 rows for each filter alone, in every sort', async () => {
    for (const query of SINGLE) {
      const { rows } = await rowsRead(query)
      expect(rows, JSON.stringify(query)).toBeLessThanOrEqual(COUNTED_ROWS)
    }
  }, 60_000)

  it('reads at most 1,000 rows for every combination of filters, in every sort', async () => {
    const reads: number[] = []
    for (const query of filterCombinations().flatMap((query) =>
      PROPERTY_SORTS.map((sort) => ({ ...query, sort }))
    )) {
      const { page, rows } = await rowsRead(query)
      expect(page.items.length, JSON.stringify(query)).toBeLessThanOrEqual(12)
      expect(rows, JSON.stringify(query)).toBeLessThanOrEqual(COUNTED_ROWS)
      reads.push(rows)
    }
    reads.sort((a, b) => a - b)
    console.info(
      `rows read by ${reads.length} filter combinations: median ${reads[reads.length >> 1]}, max ${reads.at(-1)}`
    )
  }, 60_000)

  it('checks a price typed off the filter steps on the listings between it and the step', async () => {
    // the page offers only PRICE_STEPS; in date order a bound between two steps takes the
    // nearest step's token and reads each candidate listing's price (docs/content.md, "The catalogue at
    // scale"); in price order it is a key range like any other
    for (const typed of [{ minPrice: 300_000, maxPrice: 2_100_000 }, { minPrice: 15_000_000 }]) {
      const byDate = await rowsRead({ ...typed, sort: 'newest' })
      expect(byDate.page.items.length).toBeGreaterThan(0)
      for (const { priceUsd } of byDate.page.items) {
        expect(priceUsd).toBeGreaterThanOrEqual(typed.minPrice)
        expect(priceUsd).toBeLessThanOrEqual(typed.maxPrice ?? Infinity)
      }
      console.info(`rows read by ${JSON.stringify(typed)} in date order: ${byDate.rows}`)
      // measured 2,441 and 4,524: the listings between the bound and its step, and their prices
      expect(byDate.rows).toBeLessThanOrEqual(5 * COUNTED_ROWS)
      const byPrice = await rowsRead({ ...typed, sort: 'price-asc' })
      expect(byPrice.page.items[0]!.priceUsd).toBeGreaterThanOrEqual(typed.minPrice)
      expect(byPrice.rows).toBeLessThanOrEqual(COUNTED_ROWS)
    }
  })

  it('says "more than" past 1,000 matches instead of counting them all', async () => {
    const { page, rows } = await rowsRead({})
    expect(page.total).toBe(COUNT_LIMIT)
    expect(page.totalIsLowerBound).toBe(true)
    expect(page.items).toHaveLength(12)
    expect(rows).toBeLessThanOrEqual(COUNTED_ROWS)
    const narrow = await rowsRead({ location: 'lumen-square-dubai-marina' })
    expect(narrow.page.total).toBeLessThan(COUNT_LIMIT)
    expect(narrow.page.totalIsLowerBound).toBeUndefined()
  })

  it('serves a deep page through `after` as cheaply as the first, in the same order and count', async () => {
    const source = d1Source(env.DB, 'en')
    for (const sort of PROPERTY_SORTS) {
      const first = await source.listProperties({ sort, pageSize: 24 })
      const next = await source.listProperties({ sort, pageSize: 12, after: first.items[11]!.id })
      expect(next.items.map((item) => item.id)).toEqual(first.items.slice(12).map((i) => i.id))
      // the count is the whole list's, not what follows the listing
      expect([next.total, next.totalIsLowerBound]).toEqual([first.total, first.totalIsLowerBound])
    }
    const deep = await rowsRead({ after: 2000, sort: 'price-asc' })
    expect(deep.page.items).toHaveLength(12)
    expect(deep.rows).toBeLessThanOrEqual(COUNTED_ROWS)
  })

  it('answers a cursor past the last listing, or of no listing, with no page and no scan', async () => {
    const ends = await env.DB.prepare(
      `SELECT (SELECT MAX(id) FROM properties) + 1 AS none,
         (SELECT id FROM catalog_keys ORDER BY newest LIMIT 1) AS oldest,
         (SELECT id FROM catalog_keys ORDER BY price LIMIT 1) AS cheapest,
         (SELECT id FROM catalog_keys ORDER BY price DESC LIMIT 1) AS dearest`
    ).first<{ none: number; oldest: number; cheapest: number; dearest: number }>()
    const last = { newest: ends!.oldest, 'price-asc': ends!.dearest, 'price-desc': ends!.cheapest }
    for (const sort of PROPERTY_SORTS) {
      for (const after of [last[sort], ends!.none, 9_999_999_999]) {
        const { page, rows } = await rowsRead({ sort, after })
        expect(page.items, `${sort} after ${after}`).toEqual([])
        expect(rows, `${sort} after ${after}`).toBeLessThanOrEqual(COUNTED_ROWS)
      }
    }
  })

  it('finds a listing by any word of its title in any language, through the FTS index', async () => {
    const latin = await rowsRead({ q: 'lumen squ' }, 'ar')
    expect(latin.page.items.length).toBeGreaterThan(0)
    expect(latin.page.items.every((item) => /Lumen Square/.test(item.development.name))).toBe(true)
    const arabic = await rowsRead({ q: 'مارينا' }, 'ar')
    expect(arabic.page.items.length).toBeGreaterThan(0)

    // the page's query walks the search index in its order: no scan of the listings, no sort
    for (const sort of PROPERTY_SORTS) {
      const scan = catalogScan({ q: 'marina', type: 'apartment', bedrooms: 2, sort }, new Set())
      const plan = await env.DB.prepare(
        `EXPLAIN QUERY PLAN SELECT ${scan.table}.rowid FROM ${scan.from} ${scan.where}
         ORDER BY ${scan.table}.rowid ${scan.direction} LIMIT 12`
      )
        .bind(...scan.binds)
        .all<{ detail: string }>()
      const detail = plan.results.map((row) => row.detail).join('\n')
      expect(detail).toMatch(new RegExp(`SCAN ${scan.table} VIRTUAL TABLE INDEX`))
      expect(detail).not.toMatch(/TEMP B-TREE|SCAN properties/)
    }
  }, 30_000)
})
