import { SLUG } from '../../schemas/common'
import type { SitemapKeys, SitemapKind } from '../sitemap-keys'

/**
 * Each kind's table and its last change: an entry never edited counts as changed when it was
 * listed or published (migration 0025). Every column here is in the table's `*_sitemap`
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

/** The two queries of a kind: its non-empty key ranges, and one keyset page of a range. */
export function sitemapSql(kind: SitemapKind): { ranges: string; entries: string } {
  const { table, lastmod, slug } = TABLES[kind]
  return {
    // from each range in use to the next one's first key: every entry read once from the
    // covering index (a GROUP BY read them twice, through a sorter), plus two seeks a range
    ranges: `WITH RECURSIVE r (range) AS (
        SELECT CAST(MIN(id) / ?1 AS INTEGER) FROM ${table}
        UNION ALL
        SELECT CAST((SELECT MIN(id) FROM ${table} WHERE id >= (r.range + 1) * ?1) / ?1 AS INTEGER)
        FROM r WHERE r.range IS NOT NULL
      )
      SELECT range, (SELECT MAX(${lastmod}) FROM ${table}
        WHERE id >= range * ?1 AND id < (range + 1) * ?1) AS lastmod
      FROM r WHERE range IS NOT NULL`,
    entries: `SELECT id, ${slug ? `${slug} AS slug, ` : ''}${lastmod} AS lastmod FROM ${table}
      WHERE id >= ?1 AND id < ?2 ORDER BY id LIMIT ?3`,
  }
}

export function d1Sitemap(db: D1Database): SitemapKeys {
  return {
    async sitemapRanges(kind, width) {
      const { results } = await db
        .prepare(sitemapSql(kind).ranges)
        .bind(width)
        .all<{ range: number; lastmod: string | null }>()
      return results.map((row) => ({ index: row.range, lastmod: row.lastmod }))
    },

    async sitemapEntries(kind, { from, to, after, limit }) {
      const { results } = await db
        .prepare(sitemapSql(kind).entries)
        .bind(after === undefined ? from : Math.max(from, after + 1), to, limit + 1)
        .all<Row>()
      const page = results.slice(0, limit)
      return {
        // a slug that is not one would make a URL no route answers
        entries: page.filter((row) => kind !== 'posts' || SLUG.test(String(row.slug))),
        next: results.length > limit ? page.at(-1)!.id : null,
      }
    },
  }
}
