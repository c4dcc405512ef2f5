import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { d1Source } from '../../../src/content/d1'
import { sitemapSql } from '../../../src/content/d1/sitemap'
import { countingRowsRead } from '../../../src/db/rows-read'
import { LOCALE_CODES } from '../../../src/i18n/locales'
import { KEYS_PER_FILE } from '../../../src/routes/sitemap'
import { checkSitemap } from '../sitemap-schema'
import { LISTINGS } from './seed'

// Issue 14, "Done when": at 50,000 listings the sitemap index and its files validate against
// the sitemap schema and stay under the limits, and every listing is in it.
const ORIGIN = 'https://brokerage.example'
const READ_PAGE = 500

async function fetchChecked(url: string) {
  const started = Date.now()
  const response = await SELF.fetch(url)
  const xml = await response.text()
  // workerd's clock moves only on I/O: this is the file's D1 reads and streaming, not its CPU
  const ms = Date.now() - started
  expect(response.status, url).toBe(200)
  const check = checkSitemap(xml, ORIGIN)
  expect(check.errors, url).toEqual([])
  return { ...check, ms }
}

const column = async <T>(sql: string) =>
  (await env.DB.prepare(sql).all<{ value: T }>()).results.map((row) => row.value)

describe('the sitemap at 50,000 listings', () => {
  it('names files that cover every listing, consultant and article, each valid and under the limits', async () => {
    const index = await fetchChecked(`${ORIGIN}/sitemap.xml`)
    expect(index.root).toBe('sitemapindex')
    const names = index.locs.map((loc) => loc.replace(`${ORIGIN}/sitemaps/`, ''))
    const ranges = await column<number>(
      `SELECT DISTINCT CAST(id / ${KEYS_PER_FILE} AS INTEGER) AS value FROM properties ORDER BY value`
    )
    expect(ranges.length).toBeGreaterThanOrEqual(LISTINGS / KEYS_PER_FILE)
    for (const locale of LOCALE_CODES) {
      const files = names.filter((name) => name.startsWith(`properties-${locale}-`))
      expect(files, locale).toEqual(ranges.map((range) => `properties-${locale}-${range + 1}.xml`))
    }
    // each file dated by its newest entry, every date one the schema takes
    expect(index.lastmods.filter((date) => date === null)).toHaveLength(0)

    const listed = { catalog: [] as number[], agent: [] as number[], blog: [] as string[] }
    const timings: string[] = []
    let largest = { bytes: 0, urls: 0 }
    for (const loc of index.locs.filter((loc) => /-en(-\d+)?\.xml$/.test(loc))) {
      const file = await fetchChecked(loc)
      expect(file.root).toBe('urlset')
      if (file.bytes > largest.bytes) largest = { bytes: file.bytes, urls: file.locs.length }
      if (loc.includes('/properties-')) timings.push(`${file.locs.length} URLs ${file.ms} ms`)
      for (const url of file.locs) {
        const [, kind, key] = /^https:\/\/[^/]+\/(catalog|agent|blog)\/([^/]+)$/.exec(url) ?? []
        if (kind === 'blog') listed.blog.push(key!)
        else if (kind) listed[kind as 'catalog' | 'agent'].push(Number(key))
      }
    }
    expect(listed.catalog).toEqual(
      await column<number>('SELECT id AS value FROM properties ORDER BY id')
    )
    expect(listed.catalog).toHaveLength(LISTINGS)
    expect(listed.agent).toEqual(await column<number>('SELECT id AS value FROM agents ORDER BY id'))
    expect(listed.blog).toEqual(
      await column<string>('SELECT slug AS value FROM blog_posts ORDER BY id')
    )
    expect(largest.bytes).toBeLessThan(10 * 1024 * 1024)
    expect(largest.urls).toBeLessThanOrEqual(KEYS_PER_FILE)

    // the same file in Arabic: the same listings, its own URLs, as valid
    const arabic = await fetchChecked(`${ORIGIN}/sitemaps/properties-ar-11.xml`)
    expect(arabic.locs).toHaveLength(KEYS_PER_FILE)
    expect(arabic.locs[0]).toBe(`${ORIGIN}/ar/catalog/25000`)
    console.info(
      `sitemap at ${LISTINGS} listings: ${index.locs.length} files; largest ${largest.urls} URLs, ` +
        `${(largest.bytes / 1024 / 1024).toFixed(2)} MB; properties files (I/O clock): ${timings.join(', ')}`
    )
  }, 600_000)

  it('reads each file by keyset over a covering index, never more rows than a page', async () => {
    const counter = countingRowsRead(env.DB)
    const source = d1Source(counter.db, 'en')
    const ids: number[] = []
    const range = { from: 25_000, to: 25_000 + KEYS_PER_FILE, limit: READ_PAGE }
    for (let page = await source.sitemapEntries('properties', range); ;) {
      ids.push(...page.entries.map((entry) => entry.id))
      if (page.next === null) break
      page = await source.sitemapEntries('properties', { ...range, after: page.next })
    }
    expect(ids).toEqual(
      await column<number>(
        'SELECT id AS value FROM properties WHERE id >= 25000 AND id < 27500 ORDER BY id'
      )
    )
    // a page of 500 reads its 501 index entries (one to know there are more), however deep
    expect(Math.max(...counter.rowsRead())).toBeLessThanOrEqual(READ_PAGE + 1)

    for (const kind of ['properties', 'agents', 'posts'] as const) {
      const { ranges, entries } = sitemapSql(kind)
      for (const sql of [ranges, entries]) {
        const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...(sql === ranges ? [KEYS_PER_FILE] : [0, KEYS_PER_FILE, READ_PAGE]))
          .all<{ detail: string }>()
        expect(plan.results.map((row) => row.detail).join('\n'), `${kind}: ${sql}`).toMatch(
          /USING COVERING INDEX \w+_sitemap/
        )
      }
    }
    // the index groups every entry into files: one pass over the covering index, two seeks a file
    const all = countingRowsRead(env.DB)
    const ranges = await d1Source(all.db, 'en').sitemapRanges('properties', KEYS_PER_FILE)
    const [read] = all.rowsRead()
    console.info(`sitemap index: the listings' ${ranges.length} ranges read ${read} rows`)
    expect(read).toBeLessThanOrEqual(LISTINGS + 3 * ranges.length + 3)
  }, 60_000)
})
