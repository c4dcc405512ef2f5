import { SLUG } from '../../schemas/common'
import type { SitemapKeys, SitemapKind } from '../sitemap-keys'

type Entry = Record<string, unknown>
/** One request of the CMS's REST API in its default locale (client.ts `requestIn`). */
export type StrapiList = (
  collection: string,
  params: Record<string, unknown>
) => Promise<{ data: Entry[]; meta: { pagination: { total: number } } }>

/** Strapi's `maxLimit`: no page holds more. */
const MAX_PAGE = 100

/**
 * Each kind's collection and key: listings and consultants by `ref`, the number in their URL
 * (the row `id` changes on every publish); articles by `id` (their URL is the slug), so an
 * article moves to the end of the list when republished, which a sitemap does not mind.
 */
const KINDS: Record<SitemapKind, { collection: string; key: string; fields: string[] }> = {
  properties: { collection: 'properties', key: 'ref', fields: ['ref', 'updatedAt'] },
  agents: { collection: 'agents', key: 'ref', fields: ['ref', 'updatedAt'] },
  posts: { collection: 'blog-posts', key: 'id', fields: ['slug', 'updatedAt'] },
}

const keyOf = (entry: Entry | undefined, key: string): number | undefined => {
  const value = Number(entry?.[key])
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined
}
const lastmodOf = (entry: Entry | undefined) =>
  typeof entry?.updatedAt === 'string' ? entry.updatedAt : null

/**
 * The sitemap from Strapi 5's REST API: keyset pages (`filters[ref][$gt]`, `sort=ref:asc`,
 * `fields`), never `pagination[page]` past 1, so page 300 costs what page 1 does. Strapi cannot
 * group, so a range's newest change is one more request (`sort=updatedAt:desc`, one entry).
 */
export function strapiSitemap(list: StrapiList): SitemapKeys {
  const first = (collection: string, filters: unknown, sort: string, fields: string[]) =>
    list(collection, { filters, sort: [sort], fields, pagination: { page: 1, pageSize: 1 } })

  return {
    async sitemapRanges(kind, width) {
      const { collection, key, fields } = KINDS[kind]
      const ranges = []
      // dense keys: one request a range; past an empty one, one more finds the next key in use
      for (let index = 0; ;) {
        const range = { [key]: { $gte: index * width, $lt: (index + 1) * width } }
        const newest = await first(collection, range, 'updatedAt:desc', fields)
        if (newest.meta.pagination.total > 0) {
          ranges.push({ index, lastmod: lastmodOf(newest.data[0]) })
          index += 1
          continue
        }
        const next = await first(collection, { [key]: { $gte: index * width } }, `${key}:asc`, [
          fields[0]!,
        ])
        const found = keyOf(next.data[0], key)
        if (found === undefined || found < index * width) return ranges
        index = Math.floor(found / width)
      }
    },

    async sitemapEntries(kind, { from, to, after, limit }) {
      const { collection, key, fields } = KINDS[kind]
      const answer = await list(collection, {
        filters: { [key]: { ...(after === undefined ? { $gte: from } : { $gt: after }), $lt: to } },
        sort: [`${key}:asc`],
        fields,
        pagination: { page: 1, pageSize: Math.min(limit, MAX_PAGE) },
      })
      const entries = answer.data.flatMap((entry) => {
        const id = keyOf(entry, key)
        if (id === undefined || id < from) return []
        if (kind !== 'posts') return [{ id, lastmod: lastmodOf(entry) }]
        const slug = String(entry.slug ?? '')
        return SLUG.test(slug) ? [{ id, slug, lastmod: lastmodOf(entry) }] : []
      })
      const last = keyOf(answer.data.at(-1), key)
      const more = answer.meta.pagination.total > answer.data.length && last !== undefined
      return { entries, next: more ? last! : null }
    },
  }
}
