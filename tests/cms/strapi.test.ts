// The worker against the real Strapi 5: its content synced into D1, its webhooks, and partner
// sessions. One file: both parts use the one live Strapi in order (the content tests edit it).
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, cookieHeader, postJson, setCookies } from '../integration/cms-worker'
import { checkSitemap } from '../integration/sitemap-schema'
import {
  admin,
  CMS,
  MEDIA,
  newPartner,
  PARTNER,
  signIn,
  strapi,
  useAdmin,
  type Json,
} from './strapi-api'
import { deliverHooks, freshOrigin, page, skipDeliveredHooks, syncFromCms } from './site-page'

// The real worker against the real Strapi 5 of cms/, which `npm run test:cms` starts on a fresh
// database seeded with the demo content, with 4-second access tokens: SQLite with the pictures
// on the CMS's disk, then Postgres with the pictures in a bucket. The test D1 starts with the
// demo content and is reconciled with the CMS first, as `npm run cms:sync` does.

const SESSION = '__Host-session'
const REFRESH = '__Host-refresh'

/** The cookies a browser holds after these responses, later ones replacing earlier ones. */
function browserJar(...responses: Response[]) {
  const cookies = new Map<string, string>()
  for (const response of responses) {
    for (const [name, cookie] of setCookies(response)) {
      if (/Max-Age=0/.test(cookie.attributes)) cookies.delete(name)
      else cookies.set(name, cookie.value)
    }
  }
  return () =>
    [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')
}

const listing = async (ref: number) =>
  (await strapi(`/properties?filters[ref][$eq]=${ref}&populate[agent][fields][0]=ref`)).body.data[0]

beforeAll(async () => {
  await useAdmin()
  await skipDeliveredHooks()
  await syncFromCms()
})

describe('the site on content synced from the real Strapi', () => {
  it("reports the CMS as up in /healthz, from Strapi's own health route", async () => {
    const health = await page('/healthz')
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body).checks.cms).toMatchObject({ status: 'ok' })
  })

  it('renders every page type with the CMS content and its pictures', async () => {
    const catalog = await page('/catalog')
    expect(catalog.status).toBe(200)
    expect(catalog.body).toMatch(/>40 properties found</)
    expect(catalog.body).toContain(`${MEDIA}/`)
    expect(catalog.body).toContain(`${MEDIA}/small_`)
    expect(catalog.body).toMatch(/small_[^" ]+ 500w/)

    const detail = await page('/catalog/1')
    expect(detail.body).toMatch(/<h1[^>]*>Marina Crest Residences, 1 Bedroom<\/h1>/)
    // Blocks rich text, as paragraphs
    expect(detail.body).toMatch(/<p[^>]*>A one-bedroom apartment on a high floor of Marina Crest/)
    expect(detail.body).not.toContain('[object Object]')
    expect(detail.body).toContain('alt="Exterior of Marina Crest"')
    // the photos' descriptions as the CMS writes them per language
    expect((await page('/fr/catalog/1')).body).toContain('alt="Façade de Marina Crest"')

    const team = await page('/our-team')
    expect(team.body).toContain('Layla Haddad')
    expect((await page('/agent/1')).body).toMatch(/<h1[^>]*>Layla Haddad<\/h1>/)
    const blog = await page('/blog')
    expect(blog.status).toBe(200)
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blog.body)![1]!
    const article = await page(`/blog/${slug}`)
    expect(article.status).toBe(200)
    expect(article.body).toContain(`${MEDIA}/`)
    expect((await page('/client-reviews')).status).toBe(200)
    const origin = freshOrigin()
    const index = await page('/sitemap.xml', CMS, origin)
    expect(index.status).toBe(200)
    expect(checkSitemap(index.body, origin).errors).toEqual([])
    const listings = await page('/sitemaps/properties-ar-1.xml', CMS, origin)
    const check = checkSitemap(listings.body, origin)
    expect(check.errors).toEqual([])
    expect(check.locs).toContain(`${origin}/ar/catalog/1`)
    expect(check.lastmods.every((date) => /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(date!))).toBe(true)
    const articles = checkSitemap(
      (await page('/sitemaps/posts-en-1.xml', CMS, origin)).body,
      origin
    )
    expect(articles.errors).toEqual([])
    expect(articles.locs).toContain(`${origin}/blog/${slug}`)
  })

  it('shows the Arabic localization on /ar once published, the English entry elsewhere', async () => {
    const entry = await listing(3)
    const localized = await strapi(`/properties/${entry.documentId}?locale=ar`, {
      method: 'PUT',
      body: JSON.stringify({
        data: {
          title: 'شقة بإطلالة على مرسى دبي',
          description: [{ type: 'paragraph', children: [{ type: 'text', text: 'وصف عربي.' }] }],
          amenities: ['مسبح'],
        },
      }),
    })
    expect(localized.status).toBe(200)
    expect(await deliverHooks()).toContainEqual({ event: 'entry.publish', status: 200 })
    const arabic = await page('/ar/catalog/3')
    expect(arabic.body).toMatch(/<h1[^>]*>شقة بإطلالة على مرسى دبي<\/h1>/)
    expect(arabic.body).toContain('وصف عربي.')
    expect((await page('/catalog/3')).body).toContain(entry.title)
    // the Arabic list keeps every listing, and its search finds the new title
    const list = JSON.parse((await page('/api/properties?locale=ar&pageSize=48')).body)
    expect(list.total).toBe(40)
    const found = JSON.parse((await page(`/api/properties?q=${encodeURIComponent('مرسى')}`)).body)
    expect(found.items.map((item: { id: number }) => item.id)).toContain(3)
  })

  it("keeps a listing's URL when an editor edits and republishes it", async () => {
    const before = await listing(2)
    const edited = await strapi(`/properties/${before.documentId}`, {
      method: 'PUT',
      body: JSON.stringify({ data: { title: `${before.title} (price reduced)` } }),
    })
    expect(edited.status).toBe(200)
    const after = await listing(2)
    expect(after.documentId).toBe(before.documentId)
    expect(after.id).not.toBe(before.id)
    const origin = freshOrigin()
    expect((await page('/catalog/2', CMS, origin)).headers.get('X-Edge-Cache')).toBe('MISS')
    expect((await page('/catalog/2', CMS, origin)).headers.get('X-Edge-Cache')).toBe('HIT')
    const answers = await deliverHooks()
    expect(answers).toContainEqual({ event: 'entry.publish', status: 200 })
    const shown = await page('/catalog/2', CMS, origin)
    expect(shown.headers.get('X-Edge-Cache')).toBe('MISS')
    expect(shown.body).toContain('(price reduced)')
    expect((await page(`/catalog/${after.id}`)).status).not.toBe(500)
  })

  it("sends the site its webhook with the secret, for publishes only, not a draft's save", async () => {
    const entry = await listing(5)
    await admin(
      `/content-manager/collection-types/api::property.property/${entry.documentId}?locale=en`,
      { title: `${entry.title}, draft edit` },
      'PUT'
    )
    expect(await deliverHooks({ none: true })).toEqual([])
    expect((await page('/catalog/5')).body).not.toContain('draft edit')
    await admin(
      `/content-manager/collection-types/api::property.property/${entry.documentId}/actions/publish?locale=en`,
      {}
    )
    expect(await deliverHooks()).toContainEqual({ event: 'entry.publish', status: 200 })
    const hooks = (await (await fetch(env.CMS_TEST_HOOKS)).json()) as Json[]
    const hook = hooks.findLast((h: Json) => JSON.parse(h.body).model === 'property')
    expect(hook.authorization).toBe(`Bearer ${CMS.CMS_WEBHOOK_SECRET}`)
    expect(JSON.parse(hook.body)).toMatchObject({
      event: 'entry.publish',
      uid: 'api::property.property',
    })
    expect((await page('/catalog/5')).body).toContain('draft edit')
  })

  it("keeps a consultant's listings, with or without their card, as the consultant comes and goes", async () => {
    const own = await listing(4)
    const consultant = own.agent
    const agents = await strapi(`/agents?filters[ref][$eq]=${consultant.ref}`)
    const agent = agents.body.data[0]
    await strapi(`/agents/${agent.documentId}`, {
      method: 'PUT',
      body: JSON.stringify({ data: { title: agent.title } }),
    })
    await deliverHooks()
    expect((await page('/catalog/4')).status).toBe(200)
    expect((await page('/catalog')).body).toMatch(/>40 properties found</)

    await admin(
      `/content-manager/collection-types/api::agent.agent/${agent.documentId}/actions/unpublish?locale=en`
    )
    expect(await deliverHooks()).toContainEqual({ event: 'entry.unpublish', status: 200 })
    expect((await page(`/agent/${consultant.ref}`)).status).toBe(404)
    const shown = await page('/catalog/4')
    expect(shown.status).toBe(200)
    expect(shown.body).not.toContain(`/agent/${consultant.ref}"`)
    expect((await page('/catalog')).body).toMatch(/>40 properties found</)

    // published again: their listings show them again, as the CMS relates them
    await admin(
      `/content-manager/collection-types/api::agent.agent/${agent.documentId}/actions/publish?locale=en`
    )
    expect(await deliverHooks()).toContainEqual({ event: 'entry.publish', status: 200 })
    expect((await page(`/agent/${consultant.ref}`)).status).toBe(200)
    expect((await page('/catalog/4')).body).toContain(`/agent/${consultant.ref}"`)
  })
})

describe('partner sessions through the worker', () => {
  it('signs in, shows the dashboard, renews an expired token and signs out', async () => {
    const signedIn = await call('/api/auth/local', postJson(PARTNER), CMS)
    expect(signedIn.status).toBe(200)
    const cookies = setCookies(signedIn)
    expect(cookies.get(REFRESH)?.value).toBeTruthy()
    const dashboard = await call(
      '/partners/dashboard',
      { headers: { Cookie: cookieHeader(signedIn) } },
      CMS
    )
    const html = await dashboard.text()
    expect(html).toContain('Marco Rossi')
    expect(html).toMatch(/data-status="closed">Sale completed</)
    expect(html).toContain('Omar Al Farsi')
    const jar = browserJar(signedIn, dashboard)

    // the access token lives 4 seconds: after 5, the worker renews it, once for two requests
    await new Promise((done) => setTimeout(done, 5000))
    const [first, second] = await Promise.all([
      call('/api/users/me', { headers: { Cookie: jar() } }, CMS),
      call('/api/users/me', { headers: { Cookie: jar() } }, CMS),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    const renewed = setCookies(first)
    expect(renewed.get(SESSION)!.value).not.toBe(cookies.get(SESSION)!.value)
    for (const response of [first, second]) {
      expect(setCookies(response).get(REFRESH)?.attributes ?? '').not.toContain('Max-Age=0')
    }

    const signedOut = await call(
      '/api/auth/logout',
      postJson({}, { Cookie: cookieHeader(first) }),
      CMS
    )
    expect(setCookies(signedOut).get(SESSION)?.attributes).toContain('Max-Age=0')
    const refused = await strapi(
      '/auth/refresh',
      { method: 'POST', body: JSON.stringify({ refreshToken: renewed.get(REFRESH)!.value }) },
      ''
    )
    expect(refused.status).toBe(401)
  })

  it('lets a partner read only their own referrals', async () => {
    const layla = await signIn(PARTNER)
    const own = await strapi('/referrals', {}, layla.jwt)
    expect(own.body.data).toHaveLength(3)
    const other = await newPartner('other')
    expect((await strapi('/referrals', {}, other.jwt)).body.data).toEqual([])
    const filtered = await strapi(
      `/referrals?filters[partner][id][$eq]=${layla.user.id}`,
      {},
      other.jwt
    )
    expect(filtered.body.data).toEqual([])
    const one = await strapi(`/referrals/${own.body.data[0].documentId}`, {}, other.jwt)
    expect(one.status).toBe(404)
  })

  it('answers forgot-password the same for an existing and an unknown account', async () => {
    const known = await call(
      '/api/auth/forgot-password',
      postJson({ email: PARTNER.identifier }),
      CMS
    )
    const unknown = await call(
      '/api/auth/forgot-password',
      postJson({ email: 'nobody@x.test' }),
      CMS
    )
    expect(known.status).toBe(unknown.status)
    expect(await known.text()).toBe(await unknown.text())
  })

  it("lets Strapi's sign-in limiter count visitors, not the worker", async () => {
    // an account each: failures on one account are throttled per account (sign-in-throttle.test.ts)
    const attempt = (ip: string, n: number) =>
      call(
        '/api/auth/local',
        postJson(
          { identifier: `limit-${n}-${ip}@partners.example`, password: 'wrong password' },
          { 'CF-Connecting-IP': ip }
        ),
        CMS
      )
    const visitors = []
    for (let n = 1; n <= 12; n++) visitors.push((await attempt(`198.51.100.${n}`, n)).status)
    expect(visitors).not.toContain(429)
    const one = []
    for (let n = 1; n <= 12; n++) one.push((await attempt('203.0.113.9', n)).status)
    expect(one).toContain(429)
  })

  it('keeps the session and answers 503 while the CMS is down, the pages from D1', async () => {
    const signedIn = await call('/api/auth/local', postJson(PARTNER), CMS)
    const down = { CMS_URL: 'http://127.0.0.1:9/api' }
    const me = await call('/api/users/me', { headers: { Cookie: cookieHeader(signedIn) } }, down)
    expect(me.status).toBe(503)
    expect([...setCookies(me).values()].map((c) => c.attributes).join()).not.toContain('Max-Age=0')
    const catalog = await page('/catalog', down)
    expect(catalog.status).toBe(200)
    expect(catalog.body).toMatch(/>40 properties found</)
  })
})
