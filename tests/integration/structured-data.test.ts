import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CASES, ORIGIN, pathOf } from './page-cases'
import { getLocale } from '../../src/i18n/locales'
import { localePath, type PageName } from '../../src/route-table'
import { jsonLdBlocks, richResultIssues, schemaOrg, validateJsonLd } from './schema-org'

// Every JSON-LD block of every page type, in English and in Arabic, is checked against the
// schema.org vocabulary (types, properties with inheritance, value types) and against what
// Google needs for rich results; each page type must also carry the types it is about.

const vocabulary = schemaOrg()

type Node = Record<string, unknown>

async function blocksOf(path: string): Promise<Node[]> {
  const response = await SELF.fetch(ORIGIN + path)
  expect(response.status, path).toBe(200)
  return jsonLdBlocks(await response.text()) as Node[]
}

/** Root nodes and nested ones of the given type (or a subtype). */
function nodesOfType(blocks: Node[], type: string): Node[] {
  const found: Node[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (typeof value !== 'object' || value === null) return
    const node = value as Node
    const types = ([] as unknown[]).concat(node['@type'] ?? []) as string[]
    if (types.some((t) => vocabulary.has(t) && vocabulary.isSubclassOf(t, type))) found.push(node)
    Object.values(node).forEach(visit)
  }
  blocks.forEach(visit)
  return found
}

describe('JSON-LD against the schema.org vocabulary', { timeout: 30_000 }, () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`is valid on every page type in ${locale}`, async () => {
      const problems: string[] = []
      let checked = 0
      for (const item of CASES) {
        const path = pathOf(item, locale)
        const blocks = await blocksOf(path)
        for (const block of blocks) {
          checked++
          for (const issue of [
            ...validateJsonLd(block, vocabulary),
            ...richResultIssues(block, vocabulary),
          ]) {
            problems.push(`${path} ${String(block['@type'])} ${issue.path}: ${issue.message}`)
          }
        }
      }
      expect(problems).toEqual([])
      // home has two blocks and no breadcrumbs; every other page at least its breadcrumbs
      expect(checked).toBeGreaterThan(CASES.length)
    })

    it(`gives every page below home a BreadcrumbList ending at the page itself (${locale})`, async () => {
      for (const item of CASES.filter((c) => c.page !== 'index')) {
        const path = pathOf(item, locale)
        const lists = nodesOfType(await blocksOf(path), 'BreadcrumbList')
        expect(lists, path).toHaveLength(1)
        const items = lists[0]!.itemListElement as Node[]
        expect(items[0]!.item, path).toBe(ORIGIN + localePath('index', locale))
        expect(items.at(-1)!.item, path).toBe(ORIGIN + path)
        const parent = { 'catalog-id': 'catalog', 'agent-id': 'our-team', 'blog-slug': 'blog' }[
          item.page as string
        ] as PageName | undefined
        if (parent) {
          expect(items, path).toHaveLength(3)
          expect(items[1]!.item).toBe(ORIGIN + localePath(parent as 'catalog', locale))
        }
      }
    })
  }

  it('describes the company as an Organization with logo, address and contact on home', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const blocks = await blocksOf(localePath('index', locale))
      expect(nodesOfType(blocks, 'BreadcrumbList')).toEqual([])
      const organization = blocks.find((block) => block['@type'] === 'Organization')!
      expect(organization).toMatchObject({
        name: 'Arcadia Estates',
        url: ORIGIN + localePath('index', locale),
        address: { '@type': 'PostalAddress', addressCountry: 'AE' },
        contactPoint: { '@type': 'ContactPoint' },
      })
      expect(organization.logo).toMatch(/^https:\/\/brokerage\.example\/.+\.(png|svg)$/)
      expect(nodesOfType(blocks, 'RealEstateAgent').length).toBeGreaterThan(0)
    }
  })

  it('describes a listing as a RealEstateListing with an Offer', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const blocks = await blocksOf(`${locale === 'en' ? '' : `/${locale}`}/catalog/7`)
      const [listing] = nodesOfType(blocks, 'RealEstateListing')
      expect(listing).toBeDefined()
      expect(listing!.url).toBe(`${ORIGIN}${locale === 'en' ? '' : `/${locale}`}/catalog/7`)
      expect(listing!.inLanguage).toBe(getLocale(locale).iso)
      expect(listing!.offers).toMatchObject({
        '@type': 'Offer',
        price: expect.any(Number),
        priceCurrency: 'USD',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|PreOrder)$/),
      })
      expect((listing!.image as string[])[0]).toMatch(/^https:\/\/brokerage\.example\/images\//)
      // its permit named in the page's language, as the page names it
      expect(listing!.identifier).toMatchObject({
        '@type': 'PropertyValue',
        name: { en: 'Advertising permit', ar: 'تصريح الإعلان' }[locale],
        value: expect.stringMatching(/^71\d{8}$/),
      })
    }
  })

  it('describes an article as a BlogPosting with everything Google reads', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const path = `${locale === 'en' ? '' : `/${locale}`}/blog/golden-visa-through-property`
      const [post] = nodesOfType(await blocksOf(path), 'BlogPosting')
      expect(post).toMatchObject({
        headline: expect.any(String),
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        inLanguage: getLocale(locale).iso,
        author: { name: expect.any(String) },
        publisher: { '@type': 'Organization', name: 'Arcadia Estates' },
        mainEntityOfPage: { '@type': 'WebPage', '@id': ORIGIN + path },
      })
      expect(post!.image).toEqual(
        expect.arrayContaining([expect.stringMatching(/^https:\/\/brokerage\.example\/images\//)])
      )
    }
  })

  it('describes a consultant as a RealEstateAgent, and the team as an ItemList of them', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const prefix = locale === 'en' ? '' : `/${locale}`
      const [agent] = (await blocksOf(`${prefix}/agent/1`)).filter(
        (block) => block['@type'] === 'RealEstateAgent'
      )
      expect(agent).toMatchObject({
        name: expect.any(String),
        url: `${ORIGIN}${prefix}/agent/1`,
        image: expect.stringMatching(/^https:\/\/brokerage\.example\/images\/portrait-/),
      })
      // a BreadcrumbList is an ItemList too: the team is the plain one
      const [team] = nodesOfType(await blocksOf(`${prefix}/our-team`), 'ItemList').filter(
        (node) => node['@type'] === 'ItemList'
      )
      const members = team!.itemListElement as Node[]
      expect(members.length).toBeGreaterThan(3)
      expect(members[0]).toMatchObject({
        '@type': 'ListItem',
        position: 1,
        item: { '@type': 'RealEstateAgent', url: expect.stringContaining(`${prefix}/agent/`) },
      })
    }
  })
})
