import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { allSitemapUrls } from './sitemap-files'
import { CASES, ORIGIN, pathOf } from './page-cases'
import SIZES from '../../src/lib/image-sizes.json'
import { SCENES } from '../../tools/artwork/draw/scenes.mjs'
import { getPost, getProperty } from '../../src/content'
import { getLocale, LOCALE_CODES } from '../../src/i18n/locales'
import { imageKind } from '../../src/lib/images'
import { decodeHtml as decode } from './html-text'

// What search engines read in the head of every page: canonical and hreflang links (reciprocal,
// self-referencing, the same as in the sitemap), titles and descriptions, and the Open Graph
// and X cards with a picture the site really serves.

interface Head {
  status: number
  title: string
  description: string
  canonical: string | undefined
  /** hreflang to URL */
  alternates: Map<string, string>
  /** Open Graph and X card values by name, in order */
  meta: Map<string, string[]>
}

function parseHead(html: string, status: number): Head {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = new Map<string, string[]>()
  for (const [, name, content] of head.matchAll(
    /<meta (?:property|name)="((?:og|twitter|article):[^"]+)" content="([^"]*)">/g
  )) {
    meta.set(name!, [...(meta.get(name!) ?? []), decode(content!)])
  }
  return {
    status,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    alternates: new Map(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
        m[1]!,
        decode(m[2]!),
      ])
    ),
    meta,
  }
}

const heads = new Map<string, Head>()

async function headOf(url: string): Promise<Head> {
  let head = heads.get(url)
  if (!head) {
    const response = await SELF.fetch(url)
    head = parseHead(await response.text(), response.status)
    heads.set(url, head)
  }
  return head
}

const sameSet = (a: Map<string, string>) => [...a.entries()].map(([k, v]) => `${k} ${v}`).sort()

describe('canonical and hreflang links', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    for (const item of CASES) {
      for (const locale of LOCALE_CODES) await headOf(ORIGIN + pathOf(item, locale))
    }
  }, 60_000)

  it('are self-referencing on every page in every locale, with x-default in English', async () => {
    for (const item of CASES) {
      for (const locale of LOCALE_CODES) {
        const url = ORIGIN + pathOf(item, locale)
        const head = await headOf(url)
        expect(head.status, url).toBe(200)
        expect(head.canonical, url).toBe(url)
        expect(head.alternates.get(getLocale(locale).iso), url).toBe(url)
        expect(head.alternates.get('x-default'), url).toBe(ORIGIN + pathOf(item, 'en'))
        expect(head.alternates.size, url).toBe(LOCALE_CODES.length + 1)
      }
    }
  })

  it('are reciprocal: every alternate lists the same set, this page included', async () => {
    for (const item of CASES) {
      for (const locale of LOCALE_CODES) {
        const url = ORIGIN + pathOf(item, locale)
        const own = sameSet((await headOf(url)).alternates)
        for (const [hreflang, alternate] of (await headOf(url)).alternates) {
          const other = await headOf(alternate)
          expect(other.canonical, `${url} → ${hreflang}`).toBe(alternate)
          expect(sameSet(other.alternates), `${url} → ${hreflang}`).toEqual(own)
        }
      }
    }
  })

  it('match the alternates of the sitemap, which lists each page once', async () => {
    const xml = await allSitemapUrls((url) => SELF.fetch(url), ORIGIN)
    const entries = new Map<string, Map<string, string>>()
    for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
      const loc = decode(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!)
      expect(entries.has(loc), loc).toBe(false)
      entries.set(
        loc,
        new Map(
          [
            ...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
          ].map((m) => [m[1]!, decode(m[2]!)])
        )
      )
    }
    for (const item of CASES) {
      for (const locale of LOCALE_CODES) {
        const url = ORIGIN + pathOf(item, locale)
        expect(entries.get(url), url).toBeDefined()
        expect(sameSet(entries.get(url)!), url).toEqual(sameSet((await headOf(url)).alternates))
      }
    }
    // and nothing in the sitemap is anything but a page that answers with itself as canonical
    const detail = [...entries.keys()].filter((loc) => /\/(catalog|agent|blog)\/[^/]+$/.test(loc))
    for (const loc of detail.filter(
      (loc) => !loc.includes('/ar/') && new URL(loc).pathname.split('/').length === 3
    )) {
      expect((await headOf(loc)).canonical, loc).toBe(loc)
    }
  })
})

describe('titles and descriptions', { timeout: 30_000 }, () => {
  it('every page has its own title and a description search results show whole', async () => {
    for (const locale of ['en', 'ar', 'fr', 'he'] as const) {
      const titles = new Map<string, string>()
      for (const item of CASES) {
        const url = ORIGIN + pathOf(item, locale)
        const { title, description } = await headOf(url)
        expect(title.trim(), url).not.toBe('')
        expect(title, url).toMatch(/\| Arcadia Estates$/)
        expect(titles.get(title), `${url} has the title of ${titles.get(title)}`).toBeUndefined()
        titles.set(title, url)
        expect(description.length, `${url}: ${description}`).toBeGreaterThanOrEqual(50)
        expect(description.length, `${url}: ${description}`).toBeLessThanOrEqual(160)
      }
    }
  })

  it('holds for every listing, consultant and article of the content', async () => {
    const xml = await allSitemapUrls((url) => SELF.fetch(url), ORIGIN)
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1]!)
      .filter((loc) => /^https:\/\/brokerage\.example\/(catalog|agent|blog)\/[^/]+$/.test(loc))
    expect(urls.length).toBeGreaterThan(10)
    const titles = new Set<string>()
    for (const url of urls) {
      const { title, description } = await headOf(url)
      expect(titles.has(title), `${url}: ${title}`).toBe(false)
      titles.add(title)
      expect(description.length, `${url}: ${description}`).toBeGreaterThanOrEqual(50)
      expect(description.length, `${url}: ${description}`).toBeLessThanOrEqual(160)
    }
  })
})

/**
 * The picture a share tag names is one the image build writes (tools/artwork/build.mjs): a
 * drawn scene, at one of its kind's widths, as JPEG. Returns its size; null when no such file.
 */
function builtImage(url: string): { width: number; height: number } | null {
  const match = /^https:\/\/brokerage\.example\/images\/([a-z0-9-]+)-(\d+)\.jpg$/.exec(url)
  if (!match || !(match[1]! in SCENES) || !SIZES.formats.includes('jpg')) return null
  const kind = SIZES.kinds[imageKind(match[1]!)]
  const width = Number(match[2])
  if (!(kind.widths as number[]).includes(width)) return null
  return { width, height: Math.round((width * kind.height) / kind.width) }
}

describe('Open Graph and X cards', { timeout: 30_000 }, () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`every page shares its title, description, address and a served picture (${locale})`, async () => {
      const images = new Map<string, { width: number; height: number } | null>()
      for (const item of CASES) {
        const url = ORIGIN + pathOf(item, locale)
        const { meta, title, description } = await headOf(url)
        const one = (name: string) => {
          expect(meta.get(name), `${url} ${name}`).toHaveLength(1)
          return meta.get(name)![0]!
        }
        expect(one('og:title')).toBe(title)
        expect(one('og:description')).toBe(description)
        expect(one('og:url')).toBe(url)
        expect(one('og:site_name')).toBe('Arcadia Estates')
        expect(one('og:type')).toBe(item.page === 'blog-slug' ? 'article' : 'website')
        const iso = getLocale(locale).iso.replace('-', '_')
        expect(one('og:locale')).toBe(iso)
        expect(meta.get('og:locale:alternate')).toHaveLength(LOCALE_CODES.length - 1)
        expect(meta.get('og:locale:alternate')).not.toContain(iso)
        expect(meta.get('og:locale:alternate')).toContain(locale === 'en' ? 'ar_AE' : 'en_US')
        const image = one('og:image')
        expect(image, url).toMatch(/^https:\/\/brokerage\.example\/images\/[a-z0-9-]+\.jpg$/)
        expect(one('og:image:alt').trim(), url).not.toBe('')
        expect(one('twitter:title')).toBe(title)
        expect(one('twitter:description')).toBe(description)
        expect(one('twitter:image')).toBe(image)
        expect(one('twitter:image:alt')).toBe(one('og:image:alt'))
        const width = Number(one('og:image:width'))
        const height = Number(one('og:image:height'))
        expect(one('twitter:card')).toBe(width > height ? 'summary_large_image' : 'summary')
        // the files themselves are fetched from the running site in tests/e2e/share-images.test.ts
        images.set(image, builtImage(image))
        expect(images.get(image), `${url} ${image}`).toEqual({ width, height })
      }
      // pages show different pictures, not one site-wide card
      expect(images.size).toBeGreaterThan(8)
    })
  }

  it('shares the listing photo, the article picture and the consultant portrait', async () => {
    const property = (await headOf(`${ORIGIN}/catalog/7`)).meta
    const listing = (await getProperty(env, 'en', 7))!
    expect(property.get('og:image')![0]).toBe(`${ORIGIN}/images/${listing.photos[0]!.key}-1280.jpg`)
    expect(property.get('og:image:alt')![0]).toBe(listing.photos[0]!.alt)

    const article = (await headOf(`${ORIGIN}/blog/golden-visa-through-property`)).meta
    const post = (await getPost(env, 'en', 'golden-visa-through-property'))!
    expect(article.get('og:image')![0]).toBe(`${ORIGIN}/images/${post.cover.key}-1280.jpg`)
    expect(article.get('article:published_time')![0]).toBe(post.publishedAt)
    expect(article.get('article:section')![0]!.trim()).not.toBe('')

    const agent = (await headOf(`${ORIGIN}/agent/1`)).meta
    expect(agent.get('og:image')![0]).toMatch(/\/images\/portrait-\d+-320\.jpg$/)
    expect(agent.get('twitter:card')![0]).toBe('summary')
  })
})

describe('robots.txt', { timeout: 30_000 }, () => {
  it('lets crawlers reach every page and points to the sitemap', async () => {
    const text = await (await SELF.fetch(`${ORIGIN}/robots.txt`)).text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    expect(text).toMatch(/^Sitemap: https:\/\/brokerage\.example\/sitemap\.xml$/m)
    const disallowed = [...text.matchAll(/^Disallow: (\S*)$/gm)].map((m) => m[1]!)
    expect(disallowed).not.toContain('/')
    for (const item of CASES) {
      for (const locale of ['en', 'ar'] as const) {
        const path = pathOf(item, locale)
        expect(
          disallowed.filter((prefix) => prefix && path.startsWith(prefix)),
          path
        ).toEqual([])
      }
    }
  })
})
