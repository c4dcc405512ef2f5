import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Agent } from '../../src/schemas/agent'
import type { BlogPostSummary } from '../../src/schemas/blog'
import type { Page } from '../../src/schemas/common'
import type { PropertySummary } from '../../src/schemas/property'
import type { Testimonial } from '../../src/schemas/testimonial'

async function get<T>(path: string): Promise<{ status: number; body: T; response: Response }> {
  const response = await SELF.fetch(`http://example.com${path}`)
  return { status: response.status, body: (await response.json()) as T, response }
}

const properties = async (query: string) =>
  (await get<Page<PropertySummary>>(`/api/properties?${query}`)).body

describe('GET /api/properties', () => {
  it('answers the first 12 of at least 36 listings, newest first', async () => {
    const { status, body, response } = await get<Page<PropertySummary>>('/api/properties')
    expect(status).toBe(200)
    expect(body.page).toBe(1)
    expect(body.pageSize).toBe(12)
    expect(body.total).toBeGreaterThanOrEqual(36)
    expect(body.items).toHaveLength(12)
    const dates = body.items.map((item) => item.listedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(response.headers.get('Cache-Control')).toMatch(/public, .*s-maxage=\d+/)
  })

  it('pages through every listing exactly once in a stable order', async () => {
    const first = await properties('pageSize=48')
    const seen: number[] = []
    for (let page = 1; seen.length < first.total; page++) {
      const { items } = await properties(`page=${page}&pageSize=10`)
      expect(items.length).toBeGreaterThan(0)
      seen.push(...items.map((item) => item.id))
    }
    expect(seen).toEqual(first.items.map((item) => item.id))
    expect(new Set(seen).size).toBe(first.total)
  })

  it('continues after a listing (keyset) as the next page does, in every sort', async () => {
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      const first = await properties(`sort=${sort}&pageSize=10`)
      const second = await properties(`sort=${sort}&pageSize=10&page=2`)
      const after = await properties(
        `sort=${sort}&pageSize=10&page=2&after=${first.items.at(-1)!.id}`
      )
      expect(after.items.map((item) => item.id)).toEqual(second.items.map((item) => item.id))
      expect([after.page, after.total]).toEqual([2, first.total])
    }
  })

  it('filters by type, location, price range and bedrooms together', async () => {
    const all = (await properties('pageSize=48')).items
    const body = await properties(
      'type=apartment&location=dubai-marina&minPrice=200000&maxPrice=1000000&bedrooms=1'
    )
    const expected = all.filter(
      (p) =>
        p.type === 'apartment' &&
        p.area.slug === 'dubai-marina' &&
        p.priceUsd >= 200000 &&
        p.priceUsd <= 1000000 &&
        (p.bedrooms ?? -1) >= 1
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(body.items.map((p) => p.id)).toEqual(expected.map((p) => p.id))
    expect(body.total).toBe(expected.length)
  })

  it('reads bedrooms=0 as studios only and bedrooms=6 as six or more', async () => {
    const studios = await properties('bedrooms=0&pageSize=48')
    expect(studios.total).toBeGreaterThan(0)
    expect(studios.items.every((p) => p.bedrooms === 0 && p.type === 'apartment')).toBe(true)
    const large = await properties('bedrooms=6')
    expect(large.total).toBeGreaterThan(0)
    expect(large.items.every((p) => (p.bedrooms ?? 0) >= 6)).toBe(true)
    const any = await properties('bedrooms=any')
    expect(any.total).toBe((await properties('')).total)
  })

  it('matches a location by community or by development', async () => {
    const area = await properties('location=palm-jumeirah')
    expect(area.total).toBeGreaterThan(1)
    expect(area.items.every((p) => p.area.slug === 'palm-jumeirah')).toBe(true)
    const development = await properties(`location=${area.items[0]!.development.slug}`)
    expect(development.total).toBeGreaterThan(0)
    expect(
      development.items.every((p) => p.development.slug === area.items[0]!.development.slug)
    ).toBe(true)
  })

  it('searches titles, developments, communities and developers, with literal wildcards', async () => {
    const marina = await properties('q=marina')
    expect(marina.total).toBeGreaterThan(0)
    for (const p of marina.items) {
      expect(`${p.title} ${p.development.name} ${p.area.name} ${p.developer}`).toMatch(/marina/i)
    }
    expect((await properties('q=%25')).total).toBe(0)
    expect((await properties('q=_')).total).toBe(0)
  })

  it('sorts by price when asked', async () => {
    const { items } = await properties('sort=price-asc&pageSize=48')
    const prices = items.map((p) => p.priceUsd)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    // the cheapest listing is the off-plan studio of SPEC.md: about USD 81,688
    expect(items[0]).toMatchObject({ priceUsd: 81688, bedrooms: 0, status: 'off-plan' })
  })

  it('answers an empty page, not an error, when nothing matches', async () => {
    const { status, body } = await get<Page<PropertySummary>>('/api/properties?minPrice=900000000')
    expect(status).toBe(200)
    expect(body).toEqual({ items: [], page: 1, pageSize: 12, total: 0 })
  })

  it('treats empty form fields as no filter', async () => {
    const body = await properties('q=&location=&type=&minPrice=&maxPrice=&bedrooms=')
    expect(body.total).toBe((await properties('')).total)
  })

  it('clamps the page size to 48 and the page to at least 1', async () => {
    expect((await properties('pageSize=500')).pageSize).toBe(48)
    expect((await properties('page=0')).page).toBe(1)
    expect((await properties('pageSize=0')).pageSize).toBe(1)
  })

  it('answers 400 with the field for malformed or unknown values', async () => {
    for (const [query, field] of [
      ['type=castle', 'type'],
      ['bedrooms=7', 'bedrooms'],
      ['bedrooms=two', 'bedrooms'],
      ['minPrice=-5', 'minPrice'],
      ['page=abc', 'page'],
      ['location=%3Cscript%3E', 'location'],
      ['ids=1,x', 'ids'],
    ] as const) {
      const { status, body } = await get<{ error: string; fields: Record<string, string> }>(
        `/api/properties?${query}`
      )
      expect(status, query).toBe(400)
      expect(body.error).toBeTruthy()
      expect(Object.keys(body.fields), query).toContain(field)
    }
  })

  it('returns chosen listings in the order asked for', async () => {
    const body = await properties('ids=5,2,9')
    expect(body.items.map((p) => p.id)).toEqual([5, 2, 9])
  })
})

describe('GET /api/agents', () => {
  it('lists the 11 consultants with their profile fields', async () => {
    const { status, body } = await get<Page<Agent>>('/api/agents')
    expect(status).toBe(200)
    expect(body.total).toBe(11)
    expect(body.items).toHaveLength(11)
    for (const agent of body.items) {
      expect(agent.name).toBeTruthy()
      expect(agent.brn).toMatch(/^\d+$/)
      expect(agent.rating).toBeGreaterThan(0)
      expect(agent.languages.length).toBeGreaterThan(0)
    }
  })

  it('filters by expertise and by language, alone and together', async () => {
    const all = (await get<Page<Agent>>('/api/agents')).body.items
    for (const query of ['expertise=land', 'language=de', 'expertise=commercial&language=en']) {
      const params = new URLSearchParams(query)
      const expected = all.filter(
        (a) =>
          (!params.get('expertise') ||
            a.expertises.includes(params.get('expertise') as Agent['expertises'][number])) &&
          (!params.get('language') || a.languages.includes(params.get('language')!))
      )
      const { body } = await get<Page<Agent>>(`/api/agents?${query}`)
      expect(expected.length, query).toBeGreaterThan(0)
      expect(
        body.items.map((a) => a.id),
        query
      ).toEqual(expected.map((a) => a.id))
    }
  })

  it('answers an empty list for a language nobody speaks, and 400 for a bad expertise', async () => {
    expect((await get<Page<Agent>>('/api/agents?language=xx')).body.total).toBe(0)
    expect((await get('/api/agents?expertise=astrology')).status).toBe(400)
  })
})

describe('GET /api/blog', () => {
  it('lists at least 15 articles, newest first, with reading times', async () => {
    const { body } = await get<Page<BlogPostSummary>>('/api/blog?pageSize=48')
    expect(body.total).toBeGreaterThanOrEqual(15)
    const dates = body.items.map((post) => post.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body.items.every((post) => post.readingMinutes >= 1 && post.slug)).toBe(true)
  })

  it('covers the five topics and filters by each', async () => {
    for (const topic of [
      'news',
      'renting-leasing',
      'buyer-seller',
      'lifestyle-community',
      'investment-insights',
    ]) {
      const { body } = await get<Page<BlogPostSummary>>(`/api/blog?topic=${topic}`)
      expect(body.total, topic).toBeGreaterThanOrEqual(3)
      expect(body.items.every((post) => post.topic === topic)).toBe(true)
    }
    expect((await get('/api/blog?topic=gossip')).status).toBe(400)
  })
})

describe('GET /api/testimonials', () => {
  it('pages through at least 12 testimonials with half-star ratings', async () => {
    const first = await get<Page<Testimonial>>('/api/testimonials?pageSize=6')
    expect(first.body.total).toBeGreaterThanOrEqual(12)
    const second = await get<Page<Testimonial>>('/api/testimonials?pageSize=6&page=2')
    const ids = [...first.body.items, ...second.body.items].map((t) => t.id)
    expect(new Set(ids).size).toBe(12)
    const all = (await get<Page<Testimonial>>('/api/testimonials?pageSize=48')).body.items
    const ratings = all.map((t) => t.rating)
    expect(ratings.filter((r) => r === 5).length).toBeGreaterThanOrEqual(2)
    expect(ratings).toContain(4.5)
    expect(ratings.every((r) => Number.isInteger(r * 2))).toBe(true)
  })
})
