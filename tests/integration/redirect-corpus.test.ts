import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { PARTNER } from '../fixtures/fake-cms'
import { call, CMS_URL, postForm, SITE, useFakeCms } from './cms-worker'

/** Targets an attacker tries in order to turn a link on the site into a link elsewhere. */
const HOSTILE = [
  '//evil.com',
  '//evil.com/path?x=1',
  '///evil.com',
  '////evil.com/',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '\\/evil.com',
  '/\\\\evil.com',
  'https://evil.com',
  'http://evil.com',
  'HTTPS://EVIL.COM',
  'https:evil.com',
  'https:/evil.com',
  '/https://evil.com',
  '//evil.com@arcadia.test',
  '/@evil.com',
  '@evil.com',
  '//user:pass@evil.com',
  'evil.com',
  '.evil.com',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '%2F%2Fevil.com',
  '/%252F%252Fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%255Cevil.com',
  '/%5C%5Cevil.com',
  '/%2F%5Cevil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d/evil.com',
  '/%0d%0aSet-Cookie:%20x=1',
  '/%250d%250aLocation:%20//evil.com',
  '%09//evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\nSet-Cookie: x=1',
  '\t//evil.com',
  ' //evil.com',
  '\u0000//evil.com',
  '/\u0000evil.com',
  '/\u007f/evil.com',
  '//evil\u3002com',
  '//evil\uff0ecom',
  '/\uff0fevil.com',
  '/\uff0f\uff0fevil.com',
  '/\u2215\u2215evil.com',
  '/\u2044evil.com',
  '//evil%E3%80%82com',
  '/%E2%88%95%E2%88%95evil.com',
  '/\u202eevil.com',
  'javascript:alert(1)',
  'JavaScript:alert(document.domain)',
  'java%0ascript:alert(1)',
  'java\tscript:alert(1)',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '/.//evil.com',
  '/./\\evil.com',
  '/a/..//evil.com',
  '/a/../\\evil.com',
  '/%2e%2e//evil.com',
  '/..;/evil.com',
  '/;//evil.com',
  '/#//evil.com',
  '/?//evil.com',
  '//[::1]/',
  '//127.0.0.1',
  '//0x7f.1',
  '//evil.com%23.arcadia.test',
  '/' + 'a'.repeat(5000),
  '//' + 'a'.repeat(3000) + '.com',
  '/catalog?x=' + 'b'.repeat(4000),
]

const site = new URL(SITE)

/**
 * What every answer must hold: no Location, or a path on this site; with `offSite`, an absolute
 * URL on one of those origins only.
 */
function expectStaysOn(response: Response, label: string, offSite?: string[]) {
  expect(response.status, label).not.toBe(500)
  const location = response.headers.get('Location')
  if (location === null) return
  // eslint-disable-next-line no-control-regex
  expect(location, label).not.toMatch(/[\u0000-\u001f\u007f\\]/)
  if (offSite) {
    expect(offSite, `${label} -> ${location}`).toContain(new URL(location).origin)
    expect(new URL(location).pathname, label).not.toMatch(/^\/\//)
  } else {
    expect(location, label).toMatch(/^\/(?!\/)/)
    expect(new URL(location, SITE).origin, label).toBe(site.origin)
  }
}

/** A path the URL parser accepts for a hostile value: it always starts below the prefix. */
const asPath = (prefix: string, value: string) =>
  prefix + (value.startsWith('/') ? '' : '/') + value

describe('redirect corpus: no answer sends a visitor off the site', () => {
  const fake = useFakeCms()

  it('has at least 60 hostile targets', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(60)
  })

  it('/en/... redirects to the unprefixed path on this site, or answers 404', async () => {
    for (const value of HOSTILE) {
      const response = await call(asPath('/en', value))
      expectStaysOn(response, `/en ${JSON.stringify(value)}`)
    }
    const known = await call('/en//evil.com')
    expect(known.status).toBe(301)
    expect(known.headers.get('Location')).toBe('/en/evil.com')
    const backslash = await call('/en/\\evil.com')
    expect(backslash.headers.get('Location')).toBe('/en/evil.com')
    const onward = await call('/en/evil.com/path?x=1')
    expect(onward.headers.get('Location')).toBe('/evil.com/path?x=1')
    expect((await call('/evil.com/path?x=1')).status).toBe(404)
  })

  it('trailing slashes, repeated slashes and locale case lead to one address on this site', async () => {
    for (const value of HOSTILE) {
      for (const path of [asPath('', value) + '/', asPath('/ar/', value), asPath('/AR', value)]) {
        expectStaysOn(await call(path), `canonical ${JSON.stringify(path.slice(0, 80))}`)
      }
    }
    expect((await call('/catalog/')).headers.get('Location')).toBe('/catalog')
    expect((await call('/ar//catalog?page=2')).headers.get('Location')).toBe('/ar/catalog?page=2')
    expect((await call('/AR/catalog')).headers.get('Location')).toBe('/ar/catalog')
  })

  it('/language/{code}?next= goes to the page or falls back to the home page', async () => {
    for (const value of HOSTILE) {
      const response = await call(`/language/de?next=${encodeURIComponent(value)}`)
      expectStaysOn(response, `language ${JSON.stringify(value)}`)
      expect(response.status).toBe(302)
    }
    const raw = await call('/language/de?next=//evil.com')
    expect(raw.headers.get('Location')).toBe('/de')
  })

  it('/connect/:provider goes only to the CMS, and remembers only a site path', async () => {
    for (const value of HOSTILE) {
      const response = await call(`/connect/google?next=${encodeURIComponent(value)}`)
      expectStaysOn(response, `connect ${JSON.stringify(value)}`, [new URL(CMS_URL).origin])
      const remembered = /__Host-auth_return=([^;]*)/.exec(response.headers.getSetCookie().join())
      if (remembered) expect(decodeURIComponent(remembered[1]!)).toMatch(/^\/(?!\/)[^\\]*$/)
    }
    for (const value of HOSTILE) {
      const response = await call(asPath('/connect', value))
      expectStaysOn(response, `connect provider ${JSON.stringify(value)}`)
    }
  })

  it('the auth callback sends a browser back only to a site path', async () => {
    for (const value of HOSTILE) {
      const response = await call('/api/auth/google/callback?access_token=provider-access-token', {
        headers: {
          Accept: 'text/html',
          Cookie: `__Host-auth_return=${encodeURIComponent(value)}`,
        },
      })
      expectStaysOn(response, `callback ${JSON.stringify(value)}`)
    }
    expect(fake.cms.requests.length).toBe(HOSTILE.length)
  })

  it('partner sign-in and sign-out go on to a site path only', async () => {
    const login = { identifier: PARTNER.email, password: PARTNER.password }
    for (const value of HOSTILE) {
      const signIn = await call(
        `/partners/sign-in?next=${encodeURIComponent(value)}`,
        postForm(login)
      )
      expectStaysOn(signIn, `sign-in ${JSON.stringify(value)}`)
      const signOut = await call('/api/auth/logout', postForm({ next: value }))
      expectStaysOn(signOut, `sign-out ${JSON.stringify(value)}`)
    }
    const evil = await call('/partners/sign-in?next=%2F%2Fevil.com', postForm(login))
    expect(evil.headers.get('Location')).toBe('/partners/dashboard')
    const out = await call('/api/auth/logout', postForm({ next: '/\\evil.com' }))
    expect(out.headers.get('Location')).toBe('/partners/sign-in')
  })

  it('the dashboard without a session sends a visitor to the sign-in page on this site', async () => {
    for (const value of HOSTILE.slice(0, 20)) {
      const response = await call(`/partners/dashboard?next=${encodeURIComponent(value)}`)
      expectStaysOn(response, `dashboard ${JSON.stringify(value)}`)
    }
  })

  it('/go/whatsapp goes to WhatsApp and nowhere else', async () => {
    for (const value of HOSTILE) {
      const query = new URLSearchParams({ page: value, source: value, agentId: value })
      const response = await call(`/go/whatsapp?${query}`)
      expectStaysOn(response, `whatsapp ${JSON.stringify(value)}`, ['https://wa.me'])
    }
  })

  it('the locale redirect at / stays on this site whatever the visitor sends', async () => {
    for (const value of HOSTILE) {
      const response = await call('/', {
        headers: {
          'Accept-Language': value.replace(/[^\x20-\x7e]/g, ''),
          Cookie: `i18n_language=${encodeURIComponent(value)}`,
          'CF-IPCountry': 'AE',
        },
      })
      expectStaysOn(response, `root ${JSON.stringify(value)}`)
    }
  })
})

describe('https only in production', () => {
  const production = { CMS_URL, PUBLIC_ORIGIN: 'https://arcadia.test' }

  it('sends a plain http request to the same path and query on https, before anything else', async () => {
    const response = await call(
      '/catalog?location=dubai-marina',
      { headers: { 'X-Forwarded-Proto': 'http' } },
      production
    )
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe(
      'https://arcadia.test/catalog?location=dubai-marina'
    )
    const cloudflare = await call(
      '/ar',
      { headers: { 'CF-Visitor': '{"scheme":"http"}' } },
      production
    )
    expect(cloudflare.headers.get('Location')).toBe('https://arcadia.test/ar')
    const post = await call(
      '/api/leads',
      { method: 'POST', headers: { 'X-Forwarded-Proto': 'http' } },
      production
    )
    expect(post.status).toBe(301)
  })

  it('keeps hostile paths on the configured origin, whatever the Host says', async () => {
    for (const value of HOSTILE) {
      const response = await call(
        asPath('', value),
        { headers: { 'X-Forwarded-Proto': 'http', Host: 'evil.com' } },
        production
      )
      expectStaysOn(response, `https ${JSON.stringify(value)}`, ['https://arcadia.test'])
    }
  })

  it('sends the www name of the host to the one origin, path and query kept', async () => {
    const ctx = createExecutionContext()
    const response = await worker.fetch(
      new Request('https://www.arcadia.test/ar/catalog?type=villa'),
      { ...env, ...production },
      ctx
    )
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('https://arcadia.test/ar/catalog?type=villa')
  })

  it('serves https requests, and local development over http, as before', async () => {
    const secure = await call('/privacy', {}, production)
    expect(secure.status).toBe(200)
    expect(secure.headers.get('Strict-Transport-Security')).toContain('max-age=31536000')
    const local = await call('/privacy', { headers: { 'X-Forwarded-Proto': 'http' } }, { CMS_URL })
    expect(local.status).toBe(200)
  })
})
