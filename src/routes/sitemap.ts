import { Hono, type Context } from 'hono'
import { listAgents, listPosts, listProperties } from '../content'
import type { AppEnv } from '../env'
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { escapeHtml } from '../lib/html'
import { siteOrigin } from '../server/origin'
import { hreflangAlternates } from '../render/alternates'
import { pagePath, STATIC_PAGES, type PageName } from '../route-table'

export const sitemap = new Hono<AppEnv>()

/** The content lists read 48 at a time (the API's page size, which every source accepts). */
const PAGE = 48
/**
 * URLs per file: with its 14 hreflang alternates an entry is about 1.6 KB, so a file stays near
 * 3 MB, well inside the protocol's 50,000 URLs and 50 MB and DESIGN.md's 10,000 and 10 MB.
 */
export const URLS_PER_FILE = PAGE * 40

const KINDS = {
  properties: {
    page: 'catalog-id',
    count: (c: Ctx) => listProperties(c.env, 'en', { pageSize: 1 }),
    list: (c: Ctx, page: number) => listProperties(c.env, 'en', { page, pageSize: PAGE }),
    entry: (p: { id: number; listedAt: string }) => ({
      params: { id: String(p.id) },
      lastmod: p.listedAt,
    }),
  },
  agents: {
    page: 'agent-id',
    count: (c: Ctx) => listAgents(c.env, 'en', { pageSize: 1 }),
    list: (c: Ctx, page: number) => listAgents(c.env, 'en', { page, pageSize: PAGE }),
    entry: (a: { id: number }) => ({ params: { id: String(a.id) }, lastmod: undefined }),
  },
  posts: {
    page: 'blog-slug',
    count: (c: Ctx) => listPosts(c.env, 'en', { pageSize: 1 }),
    list: (c: Ctx, page: number) => listPosts(c.env, 'en', { page, pageSize: PAGE }),
    entry: (p: { slug: string; publishedAt: string }) => ({
      params: { slug: p.slug },
      lastmod: p.publishedAt,
    }),
  },
} as const

type Ctx = Context<AppEnv>
type Kind = keyof typeof KINDS
interface Entry {
  params: Record<string, string>
  lastmod?: string
}

const XML = { 'Content-Type': 'application/xml; charset=utf-8' }
const CACHE = 'public, max-age=3600'

/** One `<url>` of a page in a locale, with its 13 hreflang alternates and `x-default`. */
function urlEntry(origin: string, page: PageName, locale: LocaleCode, entry: Entry): string {
  const alternates = hreflangAlternates(origin, page, entry.params)
    .map(
      (alt) =>
        `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}"/>`
    )
    .join('')
  const loc = origin + pagePath(page, locale, entry.params)
  const lastmod = entry.lastmod
    ? `<lastmod>${escapeHtml(entry.lastmod.slice(0, 10))}</lastmod>`
    : ''
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod}${alternates}</url>`
}

const urlset = (urls: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
  urls.join('') +
  '</urlset>'

/**
 * A sitemap answer, kept as the last good copy; when the content cannot be read, the last good
 * copy is served, else 503: never a shorter list that would tell crawlers pages are gone.
 */
async function lastGood(c: Ctx, build: () => Promise<string | null>): Promise<Response> {
  const cache = await caches.open('sitemap')
  const key = new Request(new URL(c.req.url).href)
  let xml: string | null
  try {
    xml = await build()
  } catch (error) {
    console.error('sitemap: content unavailable', error)
    const kept = await cache.match(key)
    if (kept) return new Response(kept.body, { headers: { ...XML, 'Cache-Control': 'no-cache' } })
    return c.body('Service Unavailable', 503, { 'Retry-After': '300', 'Cache-Control': 'no-store' })
  }
  if (xml === null) return c.notFound()
  const stored = new Response(xml, { headers: { ...XML, 'Cache-Control': 'max-age=2592000' } })
  c.executionCtx.waitUntil(cache.put(key, stored))
  return c.body(xml, 200, { ...XML, 'Cache-Control': CACHE })
}

/** The index: the static pages of each locale, then each kind of content in files of 1,920. */
sitemap.get('/sitemap.xml', (c) =>
  lastGood(c, async () => {
    const origin = siteOrigin(c)
    const counts = await Promise.all(
      (Object.keys(KINDS) as Kind[]).map(
        async (kind) => [kind, (await KINDS[kind].count(c)).total] as const
      )
    )
    const files = LOCALE_CODES.flatMap((locale) => [
      `pages-${locale}.xml`,
      ...counts.flatMap(([kind, total]) =>
        Array.from(
          { length: Math.ceil(total / URLS_PER_FILE) },
          (_, i) => `${kind}-${locale}-${i + 1}.xml`
        )
      ),
    ])
    return (
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      files
        .map((file) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`)
        .join('') +
      '</sitemapindex>'
    )
  })
)

sitemap.get('/sitemaps/:file{[a-z]+-[a-z]{2}(-[0-9]{1,6})?\\.xml}', (c) =>
  lastGood(c, async () => {
    const [, kind, locale, number] = /^([a-z]+)-([a-z]{2})(?:-(\d+))?\.xml$/.exec(
      c.req.param('file')
    )!
    if (!isLocaleCode(locale)) return null
    const origin = siteOrigin(c)
    if (kind === 'pages' && !number) {
      return urlset(STATIC_PAGES.map((page) => urlEntry(origin, page, locale, { params: {} })))
    }
    if (!(kind! in KINDS) || !number) return null
    const spec = KINDS[kind as Kind]
    const first = (Number(number) - 1) * (URLS_PER_FILE / PAGE) + 1
    const urls: string[] = []
    for (let page = first; page < first + URLS_PER_FILE / PAGE; page++) {
      const { items, total } = await spec.list(c, page)
      for (const item of items as never[]) {
        urls.push(urlEntry(origin, spec.page, locale, spec.entry(item)))
      }
      if (items.length < PAGE || page * PAGE >= total) break
    }
    return urls.length || number === '1' ? urlset(urls) : null
  })
)
