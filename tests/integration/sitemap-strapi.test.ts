import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { KEYS_PER_FILE } from '../../src/routes/sitemap'
import { createStrapiContentFake, STRAPI_FIXTURE } from '../fixtures/strapi-content'
import { checkSitemap } from './sitemap-schema'

const ORIGIN = 'https://cms-sitemap.test'
const CMS = { CONTENT_SOURCE: 'cms', CMS_URL: 'http://cms.test/api' }

// The fixture's listings (refs 1-6) and 5,100 more: refs 7 to 5,200 but every tenth missing,
// and one far away (40,123), so the keys span three full files and a lone one after 13 empty
// ranges. Only what the sitemap reads; Strapi's own timestamps included.
const generated = Array.from({ length: 5200 - 6 }, (_, i) => i + 7)
  .filter((ref) => ref % 10 !== 0)
  .concat(40_123)
  .map((ref) => ({
    id: 10_000 + ref,
    documentId: `g${ref}`,
    ref,
    title: `Listing ${ref}`,
    listedAt: '2025-01-01',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: `2025-${String(1 + (ref % 12)).padStart(2, '0')}-0${1 + (ref % 9)}T12:00:00.${String(ref % 1000).padStart(3, '0')}Z`,
    publishedAt: '2025-01-01T00:00:00.000Z',
  }))
const FIXTURE = {
  ...STRAPI_FIXTURE,
  properties: {
    ...STRAPI_FIXTURE.properties!,
    entries: [...STRAPI_FIXTURE.properties!.entries, ...generated],
  },
}
const defaultLocale = FIXTURE.properties.entries.filter((entry) => !('locale' in entry))
const refsIn = (file: number) =>
  defaultLocale
    .map((entry) => Number(entry.ref))
    .filter((ref) => ref >= (file - 1) * KEYS_PER_FILE && ref < file * KEYS_PER_FILE)
    .sort((a, b) => a - b)

let fake = createStrapiContentFake(FIXTURE)
beforeEach(() => {
  fake = createStrapiContentFake(FIXTURE)
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    fake.handle(new Request(input, init))
  )
})
afterEach(() => vi.restoreAllMocks())

async function get(path: string) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(ORIGIN + path), { ...env, ...CMS }, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  expect(response.status, path).toBe(200)
  const check = checkSitemap(body, ORIGIN)
  expect(check.errors, path).toEqual([])
  return check
}

describe('the sitemap from the Strapi CMS', () => {
  it('names a file for each range of refs in use, dated by its newest updatedAt', async () => {
    const index = await get('/sitemap.xml')
    const files = index.locs
      .map((loc) => loc.replace(`${ORIGIN}/sitemaps/`, ''))
      .filter((name) => name.startsWith('properties-en-'))
    expect(files).toEqual([1, 2, 3, 17].map((n) => `properties-en-${n}.xml`))
    const first = index.locs.indexOf(`${ORIGIN}/sitemaps/properties-en-1.xml`)
    const newest = defaultLocale
      .filter((entry) => Number(entry.ref) < KEYS_PER_FILE)
      .map((entry) => String(entry.updatedAt))
      .sort()
      .at(-1)!
    expect(index.lastmods[first]).toBe(newest.replace(/\.\d+Z$/, 'Z'))
    expect(index.locs).toContain(`${ORIGIN}/sitemaps/agents-ar-1.xml`)
    expect(index.locs).toContain(`${ORIGIN}/sitemaps/posts-ar-1.xml`)
  })

  it('lists every ref of a file through keyset pages of 100, never a page number past 1', async () => {
    for (const file of [1, 2, 3, 17]) {
      const { locs, lastmods } = await get(`/sitemaps/properties-de-${file}.xml`)
      expect(locs.map((loc) => Number(loc.split('/').at(-1)))).toEqual(refsIn(file))
      expect(locs[0]).toMatch(new RegExp(`^${ORIGIN}/de/catalog/\\d+$`))
      expect(lastmods.every((date) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(date!))).toBe(
        true
      )
    }
    const reads = fake.requests.filter((request) => request.collection === 'properties')
    expect(reads.every((request) => (request.query.get('pagination[page]') ?? '1') === '1')).toBe(
      true
    )
    // 2,250 refs in file 1: 23 pages, each after the last ref of the one before
    const keyset = reads.filter((request) => request.query.has('filters[ref][$gt]'))
    expect(keyset.length).toBeGreaterThanOrEqual(22)
    expect(keyset[0]!.query.get('fields[0]')).toBe('ref')
    expect(keyset[0]!.query.get('sort[0]')).toBe('ref:asc')
  })

  it('lists consultants by ref and articles by slug, with their updatedAt', async () => {
    const agents = await get('/sitemaps/agents-en-1.xml')
    expect(agents.locs).toEqual([1, 2, 3].map((ref) => `${ORIGIN}/agent/${ref}`))
    expect(agents.lastmods).toEqual([
      '2025-01-20T10:00:00Z',
      '2025-02-20T10:00:00Z',
      '2025-03-20T10:00:00Z',
    ])
    const posts = await get('/sitemaps/posts-ru-1.xml')
    expect(posts.locs).toEqual([`${ORIGIN}/ru/blog/cms-news`, `${ORIGIN}/ru/blog/cms-guide`])
    expect(posts.lastmods).toEqual(['2025-04-02T07:45:00Z', '2025-05-03T16:20:00Z'])
  })

  it('serves a copy built within the edge TTL without asking the CMS again', async () => {
    await get('/sitemaps/properties-en-2.xml')
    const asked = fake.requests.length
    await get('/sitemaps/properties-en-2.xml')
    await get('/sitemaps/properties-en-2.xml')
    expect(fake.requests.length).toBe(asked)
  })
})
