// A publish renders its pages once, in the background, for every data centre: the webhook's sync
// renders the listing's pages (13 languages), the lists it is on and its consultant's page, keeps
// them in this data centre's cache and in the second tier (Workers KV), and the first visitor of
// that page in a data centre that never served it reads it from KV instead of waiting on a render.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { renderInBackground } from '../../src/render/background-render'
import { forgetRenderedPages } from '../../src/render/edge-cache'
import { bumpScopes, forgetScopeVersions } from '../../src/db/content-scopes'
import { useLogLines } from './log-lines'
import { strapiListing } from './strapi-documents'

const ORIGIN = 'https://tiers.site.test'
const SECRET = 'webhook-secret-for-tiers'
const CMS = { CMS_URL: 'http://cms.tiers.test/api', CMS_WEBHOOK_SECRET: SECRET }

async function call(request: Request, vars: Record<string, unknown> = {}) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(request, { ...env, ...vars }, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, body }
}

const visit = (path: string, vars: Record<string, unknown> = {}) =>
  call(new Request(ORIGIN + path), vars)

/** The CMS answers the listing it was asked for, and nothing else. */
function cmsWith(entry: Record<string, unknown>) {
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(new Request(input, init).url)
    if (!url.href.startsWith(CMS.CMS_URL)) return real(input, init)
    const data = url.pathname.endsWith('/properties') ? [entry] : []
    return Response.json({ data, meta: { pagination: { total: data.length } } })
  })
}

/** The pages KV keeps for every data centre: their keys, by path. */
async function keptInKv() {
  const { keys } = await env.RENDERED_PAGES.list({ prefix: `${ORIGIN}/__edge-cache/` })
  // `<origin>/__edge-cache/<deployment>/<build>/<versions><path>`
  return new Map(keys.map(({ name }) => [name.split('/').slice(7).join('/'), name]))
}

describe('a publish', () => {
  const log = useLogLines()
  afterEach(() => vi.restoreAllMocks())

  it('renders its pages in the background, and a new data centre reads them from KV', async () => {
    const entry = await strapiListing(3)
    entry.title = 'Creek Horizon, 2 Bedroom, new price'
    cmsWith(entry)
    const hook = new Request(`${ORIGIN}/api/cms/webhook`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        event: 'entry.publish',
        uid: 'api::property.property',
        entry: { documentId: entry.documentId, locale: 'en' },
      }),
    })
    const { response } = await call(hook, CMS)
    expect(response.status).toBe(200)

    // after the answer: the listing in 13 languages, the catalogue, its consultant, the sitemap
    const [done] = log.events('render.background')
    expect(done).toMatchObject({ failed: 0 })
    expect(Number(done!.rendered)).toBeGreaterThanOrEqual(13 * 3)
    const kept = await keptInKv()
    for (const path of ['catalog/3', 'ar/catalog/3', 'ko/catalog/3', 'catalog', 'de/catalog']) {
      expect(kept.has(path), path).toBe(true)
    }

    // This data centre serves the new page from its own cache at once
    const here = await visit('/catalog/3')
    expect(here.response.headers.get('X-Edge-Cache')).toBe('HIT')
    expect(here.body).toContain('Creek Horizon, 2 Bedroom, new price')

    // Another data centre (no copy in memory, none in its Cache API) reads KV, not D1
    forgetRenderedPages()
    const cache = await caches.open('rendered-pages')
    const key = kept.get('catalog/3')!.replace(/\/v[\d.-]+\/catalog\/3$/, '/catalog/3')
    expect(await cache.delete(new Request(key))).toBe(true)
    const there = await visit('/catalog/3')
    expect(there.response.headers.get('X-Edge-Cache')).toBe('HIT')
    expect(there.response.headers.get('X-Edge-Tier')).toBe('kv')
    expect(there.body).toBe(here.body)

    // kept a day, with what its render read: the listing, and the list its similar cards are from
    const { metadata } = await env.RENDERED_PAGES.getWithMetadata<{
      expires: number
      reads: { scopes: string[] }
    }>(kept.get('catalog/3')!)
    expect(metadata!.expires - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000)
    expect(metadata!.reads.scopes).toEqual(
      expect.arrayContaining(['property:3', 'list:properties'])
    )
  })

  it('stops reading a kept page from KV once something its render read has changed', async () => {
    await visit('/ru/catalog/4')
    const kept = (await keptInKv()).get('ru/catalog/4')!
    const inAnotherDataCentre = async () => {
      forgetRenderedPages()
      forgetScopeVersions()
      const cache = await caches.open('rendered-pages')
      await cache.delete(new Request(kept.replace(/\/v[\d.-]+\/ru\/catalog\/4$/, '/ru/catalog/4')))
      return visit('/ru/catalog/4')
    }
    expect((await inAnotherDataCentre()).response.headers.get('X-Edge-Tier')).toBe('kv')

    // another listing is published: the page's own scope is as it was, its similar cards' list is not
    const buckets = await env.DB.prepare(
      'SELECT json_array_length(versions) AS n FROM content_scopes WHERE id = 1'
    ).first<{ n: number }>()
    await bumpScopes(env.DB, ['list:properties'], buckets!.n).run()
    const after = await inAnotherDataCentre()
    expect(after.response.headers.get('X-Edge-Cache')).toBe('MISS')
    expect(after.response.headers.get('X-Edge-Tier')).toBeNull()
  })

  it('counts a page that went with its content as gone, not as a failed render', async () => {
    // the router as a publish finds it: a listing that was unpublished answers 404 in every
    // language, a list answers, and one page fails
    const answers: Record<string, number> = {
      '/catalog': 200,
      '/catalog/5': 404,
      '/ar/catalog/5': 404,
    }
    const fetchPage = async (request: Request) => {
      const path = new URL(request.url).pathname
      if (path === '/blog') throw new Error('D1 unavailable')
      return new Response('page', { status: answers[path] ?? 500 })
    }
    const paths = ['/catalog', '/catalog/5', '/ar/catalog/5', '/blog', '/our-team']
    const done = await renderInBackground(fetchPage, ORIGIN, paths, null)
    expect(done).toMatchObject({ rendered: 1, gone: 2, failed: 2 })
    expect(log.events('render.background-failed')).toHaveLength(1)
  })

  it('leaves a page to its render when KV fails', async () => {
    const failing = {
      getWithMetadata: () => Promise.reject(new Error('KV unavailable')),
      put: () => Promise.reject(new Error('KV unavailable')),
    }
    forgetRenderedPages()
    const page = await visit('/fr/our-story', { RENDERED_PAGES: failing })
    expect(page.response.status).toBe(200)
    expect(page.response.headers.get('X-Edge-Cache')).toBe('MISS')
    expect(log.events('second-tier.unavailable').length).toBeGreaterThan(0)
  })

  it('keeps an address with a query string out of KV: a made-up one would be a write each', async () => {
    forgetRenderedPages()
    const searched = await visit('/why-choose?ref=newsletter-7f3a')
    expect(searched.response.headers.get('X-Edge-Cache')).toBe('MISS')
    expect([...(await keptInKv()).keys()].filter((path) => path.includes('why-choose'))).toEqual([])
    // the page's own address is kept there for every data centre
    await visit('/why-choose')
    expect((await keptInKv()).has('why-choose')).toBe(true)
  })
})
