// The content sync end to end, against the real Strapi of `npm run test:cms`: a site on an
// empty D1 filled by `npm run cms:sync` renders what the demo D1 renders; Strapi's own webhooks
// (forwarded by the test runner) bring a publish, an unpublish and a delete to it within
// seconds, a draft only to the preview; and with Strapi stopped every page still answers.
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { signPreview } from '../../../cms/src/content-model'
import { normalized, type Fetched } from './compared-pages'

const site = inject('syncSite')
const API = process.env.CMS_TEST_URL!
const CMS_ORIGIN = new URL(API).origin
const CONTROL = process.env.CMS_TEST_CONTROL!

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

let adminToken = ''
async function cms(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(path.startsWith('/api/') ? CMS_ORIGIN + path : CMS_ORIGIN + path, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as Json }
}
const read = (path: string) =>
  fetch(`${API}${path}`, {
    headers: { Authorization: `Bearer ${process.env.CMS_API_TOKEN}` },
  }).then((response) => response.json() as Promise<Json>)

async function visit(path: string) {
  const response = await fetch(site + path)
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.text()).replace(/&#x27;/g, "'"),
  }
}

/** Waits until the site shows what `check` expects; answers how long that took. */
async function until(what: string, check: () => Promise<boolean>, seconds = 15): Promise<number> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > seconds * 1000) throw new Error(`${what}: not within ${seconds} s`)
    await new Promise((done) => setTimeout(done, 250))
  }
  return (Date.now() - started) / 1000
}

describe('npm run cms:sync on an empty D1', () => {
  const run = inject('syncRun')
  const { demoPages, syncedPages } = JSON.parse(readFileSync(inject('syncPages'), 'utf8')) as {
    demoPages: Record<string, Fetched>
    syncedPages: Record<string, Fetched>
  }

  it('fills it from the CMS and ends with a summary', () => {
    expect(run.status, run.output).toBe(0)
    expect(run.output).toMatch(/written\s+91 documents/)
    expect(run.output).toMatch(/skipped\s+0 documents/)
    console.log(`cms:sync filled an empty D1 in ${run.seconds.toFixed(1)} s`)
  })

  it('yields the pages of the demo D1, pictures and sitemap dates aside', () => {
    const paths = Object.keys(demoPages)
    expect(paths.length).toBeGreaterThan(60)
    for (const path of paths) {
      const demo = demoPages[path]!
      const synced = syncedPages[path]!
      expect(synced.status, path).toBe(demo.status)
      expect(demo.status, path).toBe(200)
      expect(normalized(synced.body), path).toEqual(normalized(demo.body))
    }
  })
})

describe("Strapi's webhooks on the synced site", () => {
  let area: Json
  let agent: Json
  let ref = 0
  let documentId = ''
  const title = `Harbour Point Sky Villa ${Date.now() % 100000}`

  beforeAll(async () => {
    const login = await fetch(`${CMS_ORIGIN}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: process.env.CMS_ADMIN_EMAIL,
        password: process.env.CMS_ADMIN_PASSWORD,
      }),
    })
    adminToken = ((await login.json()) as Json).data.token
    area = (await read('/areas?filters[slug][$eq]=dubai-creek-harbour')).data[0]
    // a consultant still published (the other CMS suites unpublish one)
    agent = (await read('/agents?sort=ref:desc&pagination[pageSize]=1')).data[0]
    // from here on, every webhook Strapi sends reaches this site
    await fetch(`${CONTROL}/forward`, {
      method: 'POST',
      body: JSON.stringify({ url: `${site}/api/cms/webhook` }),
    })
  })

  it('shows a published listing on its page and in the catalogue search within seconds', async () => {
    const created = await cms(
      '/content-manager/collection-types/api::property.property?locale=en',
      {
        method: 'POST',
        body: {
          title,
          area: { connect: [{ documentId: area.documentId }] },
          agent: { connect: [{ documentId: agent.documentId }] },
          development: 'Harbour Point',
          developmentSlug: 'harbour-point',
          developer: 'Meridian Properties',
          type: 'villa',
          completion: 'ready',
          priceUsd: '2450000',
          bedrooms: 4,
          bathrooms: 5,
          sizeSqft: 4200,
          description: [
            { type: 'paragraph', children: [{ type: 'text', text: 'A villa on the water.' }] },
          ],
          amenities: ['Private pool'],
          permitNumber: '7199000123',
          listedAt: new Date().toISOString().slice(0, 10),
        },
      }
    )
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300)
    documentId = created.body.data.documentId
    // the CMS gave it the next number on creation: its URL for good
    ref = created.body.data.ref
    expect(ref).toBe(41)
    expect((await visit(`/catalog/${ref}`)).status).toBe(404)

    const published = Date.now()
    await cms(
      `/content-manager/collection-types/api::property.property/${documentId}/actions/publish?locale=en`,
      { method: 'POST', body: {} }
    )
    const seconds = await until(
      'the listing page',
      async () => (await visit(`/catalog/${ref}`)).status === 200
    )
    console.log(
      `publish to visible: ${((Date.now() - published) / 1000).toFixed(1)} s (${seconds.toFixed(1)} s after the publish answered)`
    )
    const shown = (await visit(`/catalog/${ref}`)).body
    expect(shown).toContain(title)
    expect(shown).toContain(`/agent/${agent.ref}"`)
    const search = JSON.parse((await visit(`/api/properties?q=${encodeURIComponent(title)}`)).body)
    expect(search.items.map((item: Json) => item.id)).toEqual([ref])
    expect((await visit(`/catalog?q=${encodeURIComponent('Harbour Point Sky')}`)).body).toContain(
      `/catalog/${ref}"`
    )
    expect((await visit('/sitemaps/properties-en-1.xml')).body).toContain(`${site}/catalog/${ref}<`)
  })

  it('leaves the site (404, out of the search and the sitemap) when unpublished', async () => {
    await cms(
      `/content-manager/collection-types/api::property.property/${documentId}/actions/unpublish?locale=en`,
      { method: 'POST', body: {} }
    )
    await until('the listing gone', async () => (await visit(`/catalog/${ref}`)).status === 404)
    const search = JSON.parse((await visit(`/api/properties?q=${encodeURIComponent(title)}`)).body)
    expect(search.items).toEqual([])
    expect((await visit('/sitemaps/properties-en-1.xml')).body).not.toContain(`/catalog/${ref}<`)
  })

  it('leaves the site the same way when deleted', async () => {
    await cms(
      `/content-manager/collection-types/api::property.property/${documentId}/actions/publish?locale=en`,
      { method: 'POST', body: {} }
    )
    await until('the listing back', async () => (await visit(`/catalog/${ref}`)).status === 200)
    const deleted = await cms(
      `/content-manager/collection-types/api::property.property/${documentId}?locale=en`,
      { method: 'DELETE' }
    )
    expect(deleted.status).toBeLessThan(300)
    await until('the listing deleted', async () => (await visit(`/catalog/${ref}`)).status === 404)
    expect((await visit('/sitemaps/properties-en-1.xml')).body).not.toContain(`/catalog/${ref}<`)
    const search = JSON.parse((await visit(`/api/properties?q=${encodeURIComponent(title)}`)).body)
    expect(search.items).toEqual([])
  })

  it('shows a draft edit in the preview only, and refuses a bad or expired link', async () => {
    const listing = (await read('/properties?filters[ref][$eq]=6')).data[0]
    const draft = `${listing.title}, terrace enlarged`
    const saved = await cms(
      `/content-manager/collection-types/api::property.property/${listing.documentId}?locale=en`,
      { method: 'PUT', body: { title: draft } }
    )
    expect(saved.status).toBe(200)
    const asked = await cms(
      `/content-manager/preview/url/api::property.property?documentId=${listing.documentId}&locale=en&status=draft`
    )
    const link = new URL(asked.body.data.url)
    const preview = await visit(link.pathname + link.search)
    expect(preview.status).toBe(200)
    expect(preview.body).toContain(draft)
    expect(preview.body).toContain('<meta name="robots" content="noindex">')
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store')
    expect(preview.headers.get('Content-Security-Policy')).toContain(
      `frame-ancestors ${CMS_ORIGIN}`
    )
    // visitors see the published listing, now and after a webhook would have arrived
    await new Promise((done) => setTimeout(done, 2000))
    const live = await visit('/catalog/6')
    expect(live.body).toContain(listing.title)
    expect(live.body).not.toContain(draft)

    const forged = new URLSearchParams(link.search)
    forged.set(
      'signature',
      forged.get('signature')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    )
    expect((await visit(`${link.pathname}?${forged}`)).status).toBe(403)
    const expired = await signPreview(
      process.env.PREVIEW_SECRET!,
      { kind: 'property', documentId: listing.documentId, locale: 'en', status: 'draft' },
      Date.now() - 60 * 60_000
    )
    const old = await visit(`${link.pathname}?${expired}`)
    expect(old.status).toBe(403)
    expect(old.body).toContain('This preview link has expired')
  })
})

describe('the synced site with Strapi stopped', () => {
  it('answers every public page type with its content, and the whole sitemap', async () => {
    const before = await visit('/sitemap.xml')
    const files = [...before.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.slice(site.length)
    )
    const listed = new Map<string, string>()
    for (const file of files) listed.set(file, (await visit(file)).body)

    await fetch(`${CONTROL}/stop-cms`, { method: 'POST', body: '{}' })
    await until('Strapi down', async () =>
      fetch(`${API}/areas`).then(
        () => false,
        () => true
      )
    )

    const health = JSON.parse((await visit('/healthz')).body)
    expect(health.checks.cms.status).not.toBe('ok')
    const expectations: [string, RegExp][] = [
      ['/', /Layla Haddad/],
      ['/catalog?fresh=1', />40 properties found</],
      ['/ar/catalog/1', /<h1[^>]*>مارينا كرست ريزيدنسز/],
      ['/agent/1', /<h1[^>]*>Layla Haddad<\/h1>/],
      ['/fr/our-team', /Layla Haddad/],
      ['/blog?fresh=1', /href="\/blog\/[a-z0-9-]+"/],
      ['/client-reviews?fresh=1', /James Carter/],
      ['/api/properties?pageSize=1', /"total":40/],
    ]
    for (const [path, content] of expectations) {
      const page = await visit(path)
      expect(page.status, path).toBe(200)
      expect(page.body, path).toMatch(content)
    }
    const article = /href="(\/blog\/[a-z0-9-]+)"/.exec((await visit('/blog')).body)![1]!
    expect((await visit(article)).status).toBe(200)
    const after = await visit('/sitemap.xml')
    expect(after.status).toBe(200)
    expect(after.body).toBe(before.body)
    for (const [file, body] of listed) expect((await visit(file)).body, file).toBe(body)
  })
})
