// The content scopes: what a page declares it shows, what a sync's change names, and how often a
// change re-renders a page it did not touch (two scopes in one bucket of the version vector).
import { describe, expect, it } from 'vitest'
import { bucketOf, scopes, scopeVersion, type Scope } from '../../src/lib/content-scopes'
import { pageScopes, scopePaths } from '../../src/route-table'

/** The version vector's length (migration 0031). */
const BUCKETS = 1024

describe('the scopes of a page', () => {
  it('follow its path and, for the contact form, the listing or consultant it names', () => {
    const none = new URLSearchParams()
    expect(pageScopes('catalog-id', { id: '42' }, none)).toEqual(['property:42'])
    expect(pageScopes('blog-slug', { slug: 'off-plan-guide' }, none)).toEqual([
      'post:off-plan-guide',
    ])
    expect(pageScopes('index', {}, none)).toEqual(['home', 'list:agents', 'list:testimonials'])
    expect(pageScopes('privacy', {}, none)).toEqual([])
    const contact = new URLSearchParams('kind=call&propertyId=7&agentId=abc')
    expect(pageScopes('contact', {}, contact)).toEqual(['property:7'])
  })

  it("lead back to the pages to render again, in every locale (issue 39's re-rendering)", () => {
    expect(scopePaths('property:42')).toContain('/ar/catalog/42')
    expect(scopePaths('property:42')).toHaveLength(13)
    expect(scopePaths('list:agents')).toEqual(
      expect.arrayContaining(['/our-team', '/fr/our-story', '/', '/he/high-rentals'])
    )
    expect(scopePaths('sitemap:properties:3')).toContain('/sitemaps/properties-ko-3.xml')
    expect(scopePaths('sitemap:index')).toEqual(['/sitemap.xml'])
  })

  it('carry no content version when they name none', () => {
    expect(scopeVersion([], [1, 2, 3])).toBe('v-')
    expect(scopeVersion(['home'], Array(BUCKETS).fill(7))).toBe('v7')
  })
})

describe('the version vector at brokerage scale', () => {
  // every scope a page's key names at 50,000 listings, 500 consultants and 2,000 articles
  const pages: Scope[] = [
    ...Array.from({ length: 50_000 }, (_, i) => scopes.property(i + 1)),
    ...Array.from({ length: 500 }, (_, i) => scopes.agent(i + 1)),
    ...Array.from({ length: 2_000 }, (_, i) => scopes.post(`article-${i + 1}`)),
  ]

  it('re-renders fewer than 1 % of the pages a listing edit does not touch', () => {
    let collateral = 0
    const edits = 200
    for (let edit = 0; edit < edits; edit++) {
      const id = 1 + ((edit * 2_459) % 50_000)
      const touched: Scope[] = [
        scopes.property(id),
        'list:properties',
        scopes.agent(1 + (id % 500)),
        scopes.sitemapFile('properties', id),
        'sitemap:index',
        'home',
      ]
      const buckets = new Set(touched.map((scope) => bucketOf(scope, BUCKETS)))
      collateral += pages.filter(
        (scope) => !touched.includes(scope) && buckets.has(bucketOf(scope, BUCKETS))
      ).length
    }
    const rate = collateral / edits / pages.length
    console.log(`collateral re-renders per listing edit: ${(rate * 100).toFixed(2)} % of pages`)
    expect(rate).toBeLessThan(0.01)
  })

  it('spreads the scopes evenly over the buckets', () => {
    const counts = new Array<number>(BUCKETS).fill(0)
    for (const scope of pages) counts[bucketOf(scope, BUCKETS)]! += 1
    const mean = pages.length / BUCKETS
    expect(Math.max(...counts)).toBeLessThan(mean * 1.5)
    expect(Math.min(...counts)).toBeGreaterThan(mean * 0.5)
  })
})
