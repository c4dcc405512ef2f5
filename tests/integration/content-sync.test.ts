// What the CMS sync re-renders: the pages and lists of the scopes a change touches (a listing:
// its page, the catalogue, its consultant's page, its sitemap file), not the rest of the site,
// and nothing at all when the content it syncs is what D1 already holds.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { documentsShowingMedia } from '../../src/content/sync/media-users'
import { commitDocuments, prepareDocument } from '../../src/content/sync/sync-documents'
import { strapiListing } from './strapi-documents'

const ORIGIN = 'https://scopes.sync.test'

async function visit(path: string) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(ORIGIN + path), env, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, body, cache: response.headers.get('X-Edge-Cache') }
}

/** Each page rendered once, so that a second visit is a hit unless the sync touched it. */
const PAGES = ['/catalog/2', '/catalog/3', '/catalog', '/fr/catalog', '/privacy', '/blog']
let agentOf2 = 0

async function syncListing(
  id: number,
  change: (entry: Record<string, unknown>) => void = () => {}
) {
  const entry: Record<string, unknown> = await strapiListing(id)
  change(entry)
  const prepared = prepareDocument('property', String(entry.documentId), [entry], 'http://cms.test')
  expect(prepared.skipped).toBeUndefined()
  return commitDocuments(env.DB, [prepared])
}

beforeAll(async () => {
  const row = await env.DB.prepare('SELECT agent_id FROM properties WHERE id = 2').first()
  agentOf2 = Number(row!.agent_id)
  PAGES.push(`/agent/${agentOf2}`)
})

describe('a listing published in the CMS', () => {
  it("re-renders its page, the catalogue and its consultant's page, not the other pages", async () => {
    for (const path of PAGES) await visit(path)
    for (const path of PAGES) expect((await visit(path)).cache, path).toBe('HIT')

    const result = await syncListing(2, (entry) => {
      entry.title = 'Marina Crest Residences, 2 Bedroom, price reduced'
      entry.priceUsd = '612000'
    })
    expect(result.written).toBe(1)
    expect(result.scopes).toEqual(
      expect.arrayContaining([
        'property:2',
        'list:properties',
        `agent:${agentOf2}`,
        'sitemap:properties:1',
        'sitemap:index',
      ])
    )
    expect(result.scopes).not.toContain('property:3')

    const page = await visit('/catalog/2')
    expect(page.cache).toBe('MISS')
    expect(page.body).toContain('price reduced')
    expect((await visit('/catalog')).cache).toBe('MISS')
    expect((await visit('/fr/catalog')).cache).toBe('MISS')
    expect((await visit(`/agent/${agentOf2}`)).cache).toBe('MISS')
    for (const path of ['/catalog/3', '/privacy', '/blog']) {
      expect((await visit(path)).cache, path).toBe('HIT')
    }
    // the catalogue's search finds it by its new words
    const found = JSON.parse((await visit('/api/properties?q=reduced')).body)
    expect(found.items.map((item: { id: number }) => item.id)).toEqual([2])
  })

  it('writes nothing and re-renders nothing when synced again unchanged', async () => {
    const change = (entry: Record<string, unknown>) => (entry.priceUsd = '612000')
    await syncListing(2, change)
    await visit('/catalog/2')
    expect((await visit('/catalog/2')).cache).toBe('HIT')
    const again = await syncListing(2, change)
    expect(again).toMatchObject({ written: 0, removed: 0, unchanged: 1, scopes: [] })
    expect((await visit('/catalog/2')).cache).toBe('HIT')
  })

  it('leaves its page (404), the catalogue and the sitemap when it is unpublished', async () => {
    await syncListing(4)
    await visit('/catalog/4')
    const gone = await commitDocuments(env.DB, [{ kind: 'property', documentId: 'listing4doc' }])
    expect(gone.removed).toBe(1)
    expect((await visit('/catalog/4')).status).toBe(404)
    const list = JSON.parse((await visit('/api/properties?pageSize=48')).body)
    expect(list.items.map((item: { id: number }) => item.id)).not.toContain(4)
    const sitemap = await visit('/sitemaps/properties-en-1.xml')
    expect(sitemap.body).not.toContain(`${ORIGIN}/catalog/4<`)
    expect(sitemap.body).toContain(`${ORIGIN}/catalog/2<`)
  })
})

describe('a file changed in the media library', () => {
  it('finds the documents whose pictures show it, in any language', async () => {
    const photo = (id: number) => ({ id, url: `/uploads/photo-${id}.jpg`, alternativeText: 'Pool' })
    await syncListing(9, (entry) => (entry.photos = [photo(501), photo(502)]))
    await syncListing(10, (entry) => (entry.photos = [photo(5010)]))
    expect(await documentsShowingMedia(env.DB, 502)).toEqual(
      new Map([['property', new Set(['listing9doc'])]])
    )
    expect(await documentsShowingMedia(env.DB, 5010)).toEqual(
      new Map([['property', new Set(['listing10doc'])]])
    )
    // the id alone, not one that begins or ends like it
    expect((await documentsShowingMedia(env.DB, 50)).size).toBe(0)
  })
})
