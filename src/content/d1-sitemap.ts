import { SLUG } from '../schemas/common'
import type { SitemapKeys, SitemapKind } from './sitemap-keys'

/**
 * Each kind's table and its last change: an entry never edited counts as changed when it was
 * listed or published (migration 0024). Every column here is in the table's `*_sitemap`
 * covering index, so neither query reads a listing's row.
 */
const TABLES: Record<SitemapKind, { table: string; lastmod: string; slug?: string }> = {
  properties: { table: 'properties', lastmod: 'COALESCE(updated_at, listed_at)' },
  agents: { table: 'agents', lastmod: 'updated_at' },
  posts: { table: 'blog_posts', lastmod: 'COALESCE(updated_at, published_at)', slug: 'slug' },
}

interface Row {
  id: number
  slug?: string
  lastmod: string | null
}

export function d1Sitemap(db: D1Database): SitemapKeys {
  return {
    // one pass over the covering index: every entry once, the ranges that hold any
    async sitemapRanges(kind, width) {
      const { table, lastmod } = TABLES[kind]
      const { results } = await db
        .prepare(
          `SELECT CAST(id / ?1 AS INTEGER) AS range, MAX(${lastmod}) AS lastmod FROM ${table}
           GROUP BY range ORDER BY range`
        )
        .bind(width)
        .all<{ range: number; lastmod: string | null }>()
      return results.map((row) => ({ index: row.range, lastmod: row.lastmod }))
    },

    async sitemapEntries(kind, { from, to, after, limit }) {
      const { table, lastmod, slug } = TABLES[kind]
      const { results } = await db
        .prepare(
          `SELECT id, ${slug ? `${slug} AS slug, ` : ''}${lastmod} AS lastmod FROM ${table}
           WHERE id >= ?1 AND id < ?2 ORDER BY id LIMIT ?3`
        )
        .bind(after === undefined ? from : Math.max(from, after + 1), to, limit + 1)
        .all<Row>()
      const page = results.slice(0, limit)
      return {
        // a slug that is not one would make a URL no route answers
        entries: page.filter((row) => !slug || SLUG.test(String(row.slug))),
        next: results.length > limit ? page.at(-1)!.id : null,
      }
    },
  }
}
