import { Hono, type Context } from 'hono'
import { sitemapEntries, sitemapRanges, type SitemapKind } from '../content'
import type { AppEnv } from '../env'
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { siteOrigin } from '../server/origin'
import { STATIC_PAGES, type PageName } from '../route-table'
import { cachedSitemap } from './sitemap-cache'
import { KEYS_PER_SITEMAP_FILE } from '../lib/content-scopes'
import {
  sitemapIndex,
  textStream,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
  urlWriter,
} from './sitemap-xml'

export const sitemap = new Hono<AppEnv>()

/**
 * Keys per file (KEYS_PER_SITEMAP_FILE): file N of a kind lists the entries whose key (a
 * listing's, consultant's or article's number) lies in `[(N - 1) * 2500, N * 2500)`, so a file's URL keeps naming the same entries as the
 * catalogue grows. With its 14 hreflang alternates an entry is about 1.4 KB (1.9 KB an article,
 * measured with a 25-character origin; each more character of origin adds 15 bytes), so a full
 * file stays near 3.5 MB (4.7 MB), inside DESIGN.md's 10,000 URLs and 10 MB and the protocol's
 * 50,000 and 50 MB; the index's 50,000 files would reach 9 million listings.
 */
export const KEYS_PER_FILE = KEYS_PER_SITEMAP_FILE
/** Entries read per query while a file streams. */
const READ_PAGE = 500

const KINDS: Record<SitemapKind, { page: PageName; param: string }> = {
  properties: { page: 'catalog-id', param: 'id' },
  agents: { page: 'agent-id', param: 'id' },
  posts: { page: 'blog-slug', param: 'slug' },
}
const KIND_NAMES = Object.keys(KINDS) as SitemapKind[]

type Ctx = Context<AppEnv>

/**
 * The index: each locale's static pages (changed by a deployment only, so dated by it), then
 * each kind's files, the ones whose key range holds any entry, dated by their newest change.
 */
sitemap.get('/sitemap.xml', (c) =>
  cachedSitemap(c, ['sitemap:index'], async () => {
    const origin = siteOrigin(c)
    const ranges = await Promise.all(
      KIND_NAMES.map(async (kind) => ({
        kind,
        ranges: await sitemapRanges(c.env, kind, KEYS_PER_FILE),
      }))
    )
    const deployed = c.env.CF_VERSION_METADATA?.timestamp || null
    const file = (name: string, lastmod: string | null) => ({
      loc: `${origin}/sitemaps/${name}.xml`,
      lastmod,
    })
    return sitemapIndex(
      LOCALE_CODES.flatMap((locale) => [
        file(`pages-${locale}`, deployed),
        ...ranges.flatMap(({ kind, ranges }) =>
          ranges.map((range) => file(`${kind}-${locale}-${range.index + 1}`, range.lastmod))
        ),
      ])
    )
  })
)

sitemap.get('/sitemaps/:file{[a-z]+-[a-z]{2}(?:-[0-9]{1,6})?\\.xml}', (c) => {
  const [, kind, locale, number] = /^([a-z]+)-([a-z]{2})(?:-(\d+))?\.xml$/.exec(
    c.req.param('file')
  )!
  // a content file follows its entries' changes; the static pages' files only a deployment
  const fileScopes = kind === 'pages' ? [] : [`sitemap:${kind}:${number}`]
  return cachedSitemap(c, fileScopes, async () => {
    if (!isLocaleCode(locale)) return null
    const origin = siteOrigin(c)
    if (kind === 'pages' && number === undefined) {
      return (
        URLSET_OPEN +
        STATIC_PAGES.map((page) => urlEntry(origin, page, locale, {})).join('') +
        URLSET_CLOSE
      )
    }
    // one name per file: no `-0`, no `-01` beside `-1`
    if (!(kind! in KINDS) || !/^[1-9]\d*$/.test(number ?? '')) return null
    return contentFile(c, kind as SitemapKind, locale, Number(number))
  })
})

/**
 * A file of one kind in one locale, streamed: its first page of keys is read before the answer
 * starts (content that is down gets the last good copy), then each page as the crawler reads.
 * An empty range is a 404: the index does not name it.
 */
async function contentFile(c: Ctx, kind: SitemapKind, locale: LocaleCode, number: number) {
  const from = (number - 1) * KEYS_PER_FILE
  const range = { from, to: from + KEYS_PER_FILE, limit: READ_PAGE }
  const first = await sitemapEntries(c.env, kind, range)
  if (first.entries.length === 0 && first.next === null) return null
  const { page, param } = KINDS[kind]
  const write = urlWriter(siteOrigin(c), page, locale, param)
  async function* parts() {
    yield URLSET_OPEN
    for (let read = first; ;) {
      yield read.entries
        .map((entry) => write(kind === 'posts' ? entry.slug! : String(entry.id), entry.lastmod))
        .join('')
      if (read.next === null) break
      read = await sitemapEntries(c.env, kind, { ...range, after: read.next })
    }
    yield URLSET_CLOSE
  }
  return textStream(parts())
}
