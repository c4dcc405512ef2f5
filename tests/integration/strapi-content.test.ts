// The worker with Strapi as its content source (the fake in fixtures/strapi-content.ts): lists,
// pages, locales, outages. One file over 250 lines: its tests reassign the fake (`fake`) and
// switch its outage (`down`), both declared here, which they could not do to a module's exports.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { strapiQuery } from '../../src/content/strapi/query'
import { bumpContentVersion } from '../../src/db/content-version'
import type { Page } from '../../src/schemas/common'
import type { PropertySummary } from '../../src/schemas/property'
import { createStrapiContentFake, STRAPI_FIXTURE } from '../fixtures/strapi-content'
import { withParam } from '../../scripts/with-param.mjs'

const CMS = { CONTENT_SOURCE: 'cms', CMS_URL: 'http://cms.test/api' }

let fake = createStrapiContentFake()
let down = false

beforeEach(() => {
  fake = createStrapiContentFake()
  down = false
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith('http://cms.test/')) {
      throw new Error(`unexpected outbound request to ${request.url}`)
    }
    if (down) throw new TypeError('fetch failed: connection refused')
    return fake.handle(request)
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

/** The real worker with the CMS as content source; each call is a new URL for the edge cache. */
let calls = 0
async function call(path: string, vars: Record<string, string> = CMS) {
  const ctx = createExecutionContext()
  const url = `https://cms-site.test${path.startsWith('/api/') ? withParam(path, '_', ++calls) : path}`
  const response = await worker.fetch(new Request(url), { ...env, ...vars }, ctx)
  const body = (await response.text()).replace(/\u00a0/g, ' ')
  await waitOnExecutionContext(ctx)
  return { status: response.status, body }
}

const properties = async (query = '') =>
  JSON.parse((await call(`/api/properties?${query}`)).body) as Page<PropertySummary>

describe('Strapi query strings', () => {
  it('writes nested filters, sort and pagination in bracket style', () => {
    expect(
      strapiQuery({
        filters: { $and: [{ type: { $eq: 'villa' } }, { area: { slug: { $eq: 'x y' } } }] },
        sort: ['listedAt:desc', 'id:desc'],
        pagination: { page: 2, pageSize: 12 },
        skipped: undefined,
      })
    ).toBe(
      'filters[$and][0][type][$eq]=villa&filters[$and][1][area][slug][$eq]=x%20y&sort[0]=listedAt%3Adesc&sort[1]=id%3Adesc&pagination[page]=2&pagination[pageSize]=12'
    )
  })
})

describe('content from the Strapi CMS', () => {
  it('answers /api/properties from the CMS, newest first, invalid entries left out', async () => {
    const page = await properties()
    // six entries, one of them invalid: left out and not counted
    expect(page.total).toBe(5)
    expect(page.items.map((item) => item.title)).not.toContain('Broken Listing')
    const dates = page.items.map((item) => item.listedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(page.items[0]!.area).toEqual({ slug: 'dubai-marina', name: 'Dubai Marina' })
    const request = fake.requests.at(-1)!
    expect(request.collection).toBe('properties')
    expect(request.query.get('sort[0]')).toBe('listedAt:desc')
    expect(request.query.get('pagination[pageSize]')).toBe('12')
    expect(request.query.get('populate[area]')).toBe('true')
  })

  it('passes every filter to the CMS as Strapi filters', async () => {
    expect((await properties('type=villa')).items.map((p) => p.title)).toEqual([
      'Palm Villa From CMS',
    ])
    expect((await properties('bedrooms=0')).items.map((p) => p.id)).toEqual([3])
    expect((await properties('bedrooms=3')).items.map((p) => p.id).sort()).toEqual([2, 5])
    expect((await properties('location=palm-jumeirah')).items.map((p) => p.id)).toEqual([2])
    expect((await properties('location=cms-heights')).total).toBeGreaterThan(2)
    expect((await properties('q=family')).items.map((p) => p.id)).toEqual([5])
    expect((await properties('q=palm')).items.map((p) => p.id)).toEqual([2])
    expect((await properties('minPrice=1000000&maxPrice=2000000')).items.map((p) => p.id)).toEqual([
      5,
    ])
    expect((await properties('sort=price-asc')).items[0]!.id).toBe(3)
    expect((await properties('ids=5,1')).items.map((p) => p.id)).toEqual([5, 1])
  })

  it('pages like D1 does', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => properties(`pageSize=2&page=${page}`)))
    expect(pages[0]).toMatchObject({ page: 1, pageSize: 2 })
    const ids = pages.flatMap((page) => page.items.map((p) => p.id))
    // every valid listing once, in the same order as one big page
    expect(ids).toEqual((await properties('pageSize=48')).items.map((p) => p.id))
  })

  it('filters consultants by expertise and language without partial matches', async () => {
    const agents = async (query: string) =>
      (JSON.parse((await call(`/api/agents?${query}`)).body) as Page<{ name: string }>).items.map(
        (a) => a.name
      )
    expect(await agents('')).toEqual(['Third Expert', 'Second Person', 'Cms Agent'])
    expect(await agents('expertise=land')).toEqual(['Second Person'])
    expect(await agents('language=en')).toEqual(['Second Person', 'Cms Agent'])
    expect(await agents('language=be')).toEqual([])
  })

  it('serves testimonials and blog posts, leaving out what fails validation', async () => {
    const reviews = JSON.parse((await call('/api/testimonials')).body) as Page<{ name: string }>
    expect(reviews.items.map((r) => r.name)).toEqual(['Ben', 'Ana'])
    const posts = JSON.parse((await call('/api/blog?topic=news')).body) as Page<{ slug: string }>
    expect(posts.items.map((p) => p.slug)).toEqual(['cms-news'])
  })

  it('renders the same pages from the CMS as from D1', async () => {
    const catalog = await call('/catalog')
    expect(catalog.status).toBe(200)
    expect(catalog.body).toContain('Palm Villa From CMS')
    expect(catalog.body).toMatch(/>5 properties found</)
    expect(catalog.body).toMatch(/<option value="palm-jumeirah">Palm Jumeirah \(1\)<\/option>/)

    const detail = await call('/catalog/3')
    expect(detail.status).toBe(200)
    expect(detail.body).toMatch(/<h1[^>]*>CMS Listing 3<\/h1>/)
    expect(detail.body).toContain('>Payment plan<')
    expect(detail.body).toContain('Canal-side towers.')
    expect((await call('/catalog/999')).status).toBe(404)
    expect((await call('/catalog/6')).status).toBe(404)

    const agent = await call('/agent/2')
    expect(agent.body).toMatch(/<h1[^>]*>Second Person<\/h1>/)
    const article = await call('/blog/cms-guide')
    expect(article.body).toContain('3 min read')
    expect(article.body).toMatch(/<h1[^>]*>A Guide From The CMS<\/h1>/)
    expect((await call('/blog/cms-missing')).status).toBe(404)
  })

  it("keeps a listing's and a consultant's URL when they are republished: ref, not the row id", async () => {
    // the fake's rows have ids 101… and 201…, as after a few publishes with draft & publish
    expect((await call('/catalog/1')).body).toMatch(/<h1[^>]*>CMS Listing 1<\/h1>/)
    expect((await call('/catalog/101')).status).toBe(404)
    expect((await call('/agent/1')).body).toMatch(/<h1[^>]*>Cms Agent<\/h1>/)
    expect((await call('/agent/201')).status).toBe(404)
    const catalog = await call('/catalog')
    expect(catalog.body).toContain('href="/catalog/1"')
    expect(catalog.body).not.toContain('href="/catalog/101"')
  })

  it('shows a listing whose consultant relation came back null, and one without photos', async () => {
    const page = await call('/catalog/5')
    expect(page.status).toBe(200)
    expect(page.body).toMatch(/<h1[^>]*>Marina Family Home<\/h1>/)
    expect(page.body).not.toContain('Cms Agent')
    expect((await properties()).items.map((p) => p.id)).toContain(5)
  })

  it('reads Media fields without populating inside them, with their formats as srcset', async () => {
    const page = await call('/catalog/1')
    expect(page.body).toContain('src="http://cms.test/uploads/listing-1_a1b2c3.jpg"')
    expect(page.body).toContain('http://cms.test/uploads/small_listing-1_a1b2c3.jpg 500w')
    // a Media upload without alternative text is described by the listing's title
    expect(page.body).toContain('alt="CMS Listing 1"')
    for (const request of fake.requests) {
      expect(request.query.get('populate[photos][populate][0]')).toBeNull()
    }
  })

  it('renders Blocks rich text as paragraphs, never "[object Object]"', async () => {
    const page = await call('/catalog/1')
    expect(page.body).toContain('>Listing 1 from the CMS.</p>')
    expect(page.body).toContain('>Second paragraph.</p>')
    expect(page.body).not.toContain('[object Object]')
    expect((await call('/agent/2')).body).toContain('From the CMS.')
  })

  it('answers 503, never 500, when the CMS is down or answers nonsense', async () => {
    // a publish: nothing the isolate read before is current
    await bumpContentVersion(env.DB)
    down = true
    const list = await call('/api/properties')
    expect(list.status).toBe(503)
    expect(JSON.parse(list.body)).toEqual({ error: 'Content is temporarily unavailable' })
    down = false
    vi.mocked(globalThis.fetch).mockImplementation(
      async () => new Response('<html>oops', { status: 200 })
    )
    expect((await call('/api/agents')).status).toBe(503)
  })

  it('keeps answering what it read within the minute while the CMS is down', async () => {
    await bumpContentVersion(env.DB)
    const before = await call('/api/properties?type=villa')
    expect(before.status).toBe(200)
    down = true
    const during = await call('/api/properties?type=villa')
    expect(during.status).toBe(200)
    expect(during.body).toBe(before.body)
    // a read it never made cannot be answered
    expect((await call('/api/properties?type=townhouse')).status).toBe(503)
  })

  it('stays on D1 when CONTENT_SOURCE=cms has no usable CMS_URL', async () => {
    const { body } = await call('/api/properties?pageSize=1', {
      CONTENT_SOURCE: 'cms',
      CMS_URL: 'not a url',
    })
    expect((JSON.parse(body) as Page<unknown>).total).toBeGreaterThanOrEqual(36)
    expect(vi.mocked(globalThis.fetch)).not.toHaveBeenCalled()
  })
})

describe('localized content from Strapi i18n', () => {
  it('shows a listing in the page locale, field by field over English', async () => {
    const page = await call('/ar/catalog/2')
    expect(page.status).toBe(200)
    expect(page.body).toContain('فيلا على نخلة جميرا')
    // no Arabic description: the English one
    expect(page.body).toContain('Listing 2 from the CMS.')
    const english = await call('/catalog/2')
    expect(english.body).toContain('Palm Villa From CMS')
  })

  it('keeps the English list, its order and total, and asks for the locale by documentId', async () => {
    const english = await properties()
    const arabic = JSON.parse(
      (await call('/api/properties?locale=ar')).body
    ) as Page<PropertySummary>
    expect(arabic.total).toBe(english.total)
    expect(arabic.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id))
    expect(arabic.items.find((item) => item.id === 2)!.title).toBe('فيلا على نخلة جميرا')
    expect(arabic.items.find((item) => item.id === 1)!.title).toBe('CMS Listing 1')
    const localized = fake.requests.find((request) => request.query.get('locale') === 'ar')!
    expect(localized.query.get('filters[documentId][$in][0]')).toMatch(/^p\d$/)
  })

  it('answers 400 for a locale the site does not have', async () => {
    expect((await call('/api/properties?locale=xx')).status).toBe(400)
  })
})

describe('the sitemap when the CMS is down', () => {
  it('serves its last good copy, else 503 with Retry-After: never a shorter list', async () => {
    const good = await call('/sitemap.xml')
    expect(good.status).toBe(200)
    const file = await call('/sitemaps/properties-en-1.xml')
    expect(file.body).toContain('/catalog/2</loc>')
    // an edit is published, so the kept copies are no longer current, and the CMS goes down
    await bumpContentVersion(env.DB)
    down = true
    const kept = await call('/sitemap.xml')
    expect(kept.status).toBe(200)
    expect(kept.body).toBe(good.body)
    expect((await call('/sitemaps/properties-en-1.xml')).body).toBe(file.body)
    const never = await call('/sitemaps/posts-ar-1.xml')
    expect(never.status).toBe(503)
  })
})

describe('pages when the CMS is down', () => {
  it('answer 503 with Retry-After and the error page, never a 200 that carries an error', async () => {
    down = true
    for (const path of ['/catalog', '/our-team', '/blog', '/client-reviews', '/catalog/2']) {
      const ctx = createExecutionContext()
      const response = await worker.fetch(
        new Request(`https://cms-down.test${path}?down=${++calls}`),
        { ...env, ...CMS },
        ctx
      )
      const body = await response.text()
      await waitOnExecutionContext(ctx)
      expect(response.status, path).toBe(503)
      expect(response.headers.get('Retry-After'), path).toBe('60')
      expect(response.headers.get('Cache-Control'), path).toBe('no-store')
      expect(body, path).toContain('503')
    }
  })
})

describe('what Strapi really sends', () => {
  it('keeps an article without a cover and a listing whose photo is a Media upload on an http CMS', async () => {
    const posts = STRAPI_FIXTURE['blog-posts']!
    const listings = STRAPI_FIXTURE.properties!
    fake = createStrapiContentFake({
      ...STRAPI_FIXTURE,
      'blog-posts': {
        ...posts,
        entries: posts.entries.map((entry) => ({ ...entry, cover: null })),
      },
      properties: {
        ...listings,
        entries: listings.entries.map((entry) => ({
          ...entry,
          photos: [
            {
              id: 1,
              url: '/uploads/lobby_1a2b.jpg',
              alternativeText: 'Lobby',
              width: 1280,
              height: 853,
              formats: {
                small: { url: '/uploads/small_lobby_1a2b.jpg', width: 500, height: 333 },
                thumbnail: { url: '/uploads/thumbnail_lobby_1a2b.jpg', width: 234, height: 156 },
              },
            },
          ],
        })),
      },
    })
    const blog = JSON.parse((await call('/api/blog')).body) as Page<{ cover: { key?: string } }>
    expect(blog.total).toBe(2)
    expect(blog.items[0]!.cover.key).toBe('downtown-skyline')
    const list = await properties()
    expect(list.items[0]!.photo).toEqual({
      url: 'http://cms.test/uploads/lobby_1a2b.jpg',
      alt: 'Lobby',
      width: 1280,
      height: 853,
      srcset: [
        { url: 'http://cms.test/uploads/thumbnail_lobby_1a2b.jpg', width: 234 },
        { url: 'http://cms.test/uploads/small_lobby_1a2b.jpg', width: 500 },
        { url: 'http://cms.test/uploads/lobby_1a2b.jpg', width: 1280 },
      ],
    })
  })
})
