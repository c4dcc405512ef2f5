// Strapi reachable from the internet, as it is in production (docs/cms-production.md): what a
// caller who skips the site can and cannot do. Both passes of `npm run test:cms`.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, newPartner, PARTNER, SITE_ORIGIN, signIn, strapi, useAdmin } from './strapi-api'

beforeAll(useAdmin)

/** Twelve forgot-password requests for one address, each claiming another visitor's address. */
async function forgotFromManyAddresses(headers: Record<string, string> = {}) {
  const email = `limit-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@nowhere.example`
  const statuses: number[] = []
  for (let n = 1; n <= 12; n++) {
    const response = await fetch(`${API}/auth/forgot-password`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `192.0.2.${n}`,
        ...headers,
      },
      body: JSON.stringify({ email }),
    })
    statuses.push(response.status)
  }
  return statuses
}

describe("Strapi's sign-in limiter", () => {
  it('counts a direct caller by the address it connects from, whatever it claims', async () => {
    const statuses = await forgotFromManyAddresses()
    // the limit is 10 a minute: the eleventh is refused although each "came" from elsewhere
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('believes the address the worker forwards, with the shared secret, and only with it', async () => {
    const worker = await forgotFromManyAddresses({ 'X-CMS-Proxy-Secret': env.CMS_PROXY_SECRET })
    expect(worker).toEqual(Array(12).fill(200))
    const guessed = await forgotFromManyAddresses({ 'X-CMS-Proxy-Secret': 'a guess' })
    expect(guessed.slice(10)).toEqual([429, 429])
  })
})

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${API}/properties`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    })

  it("lets the site's pages call the CMS, and no other site's", async () => {
    const site = await preflight(SITE_ORIGIN)
    expect(site.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN)
    const other = await preflight('https://evil.example')
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const read = await fetch(`${API}/areas`, { headers: { Origin: 'https://evil.example' } })
    expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('account managers (staff contact details)', () => {
  it("are shown to a partner only as their own manager, never another's", async () => {
    const colleague = await strapi('/account-managers', {
      method: 'POST',
      body: JSON.stringify({
        data: { name: 'Sara Nasser', email: 'sara@arcadia.example', phone: '+971 4 300 0001' },
      }),
    })
    expect(colleague.status).toBe(201)
    const layla = await signIn(PARTNER)
    const own = await strapi('/account-managers', {}, layla.jwt)
    expect(own.body.data.map((manager: { name: string }) => manager.name)).toEqual([
      'Omar Al Farsi',
    ])
    const theirs = await strapi(
      `/account-managers/${colleague.body.data.documentId}`,
      {},
      layla.jwt
    )
    expect(theirs.status).toBe(404)
    const me = await strapi('/users/me?populate[accountManager]=true', {}, layla.jwt)
    expect(me.body.accountManager.name).toBe('Omar Al Farsi')

    const newcomer = await newPartner('managerless')
    expect((await strapi('/account-managers', {}, newcomer.jwt)).body.data).toEqual([])
    const omar = own.body.data[0].documentId
    expect((await strapi(`/account-managers/${omar}`, {}, newcomer.jwt)).status).toBe(404)
    expect((await strapi('/account-managers', {}, '')).status).toBe(403)
  })
})

describe('drafts', () => {
  it('are never shown to a visitor or a partner, whatever status the query asks for', async () => {
    const slug = `draft-area-${Date.now()}`
    const draft = await strapi('/areas?status=draft', {
      method: 'POST',
      body: JSON.stringify({ data: { slug, name: 'An area not yet published' } }),
    })
    expect(draft.status).toBe(201)
    const id = draft.body.data.documentId
    try {
      const partner = await signIn(PARTNER)
      for (const token of ['', partner.jwt]) {
        const list = await strapi(`/areas?status=draft&filters[slug][$eq]=${slug}`, {}, token)
        expect(list.status).toBe(200)
        expect(list.body.data).toEqual([])
        expect((await strapi(`/areas/${id}?status=draft`, {}, token)).status).toBe(404)
      }
      // the site's own tools (an API token: the sync, a preview) still read drafts
      const tools = await strapi(`/areas?status=draft&filters[slug][$eq]=${slug}`)
      expect(tools.body.data).toHaveLength(1)
    } finally {
      await strapi(`/areas/${id}`, { method: 'DELETE' })
    }
  })
})
