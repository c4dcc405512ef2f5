import { SELF } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

const HOME = 'https://arcadia.test/'
const VARY = 'Cookie, Accept-Language, CF-IPCountry'

const visit = (headers: Record<string, string> = {}) =>
  SELF.fetch(HOME, { headers, redirect: 'manual' })

/** Visits `/` as an English first visitor until the answer comes from the early path. */
async function untilEarly(headers: Record<string, string> = {}): Promise<Response> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await visit(headers)
    if (response.headers.get('X-Edge-Early')) return response
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('/ was never answered early')
}

const cookieNamed = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))

describe('an English first visit to / at static speed', () => {
  beforeAll(async () => {
    await (await untilEarly()).arrayBuffer()
  })
  afterEach(() => vi.restoreAllMocks())

  it('is answered before the middleware chain, byte for byte and header for header as a hit', async () => {
    const early = await untilEarly()
    const html = await early.text()
    expect(early.status).toBe(200)
    expect(early.headers.get('X-Edge-Cache')).toBe('HIT')
    expect(html).toContain('<html lang="en-US" dir="ltr">')
    // what the route gave the English home: it varies on what it read, browsers revalidate
    expect(early.headers.get('Vary')).toBe(VARY)
    expect(early.headers.get('Cache-Control')).toBe('no-cache')
    expect(early.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    expect(early.headers.getSetCookie()).toEqual([])
  })

  it('stores a newly detected country on the early path as the route does', async () => {
    const early = await untilEarly({ 'CF-IPCountry': 'US', 'Accept-Language': 'ar' })
    expect(await early.text()).toContain('<html lang="en-US" dir="ltr">')
    const cookie = cookieNamed(early, 'country')!
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice(8)))).toEqual({
      code: 'US',
      name: 'United States',
    })
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Secure/)
    expect(cookieNamed(early, 'i18n_language')).toBeUndefined()
    expect(early.headers.get('Vary')).toBe(VARY)
  })

  it('keeps the language cookie first and still remembers the country', async () => {
    const early = await untilEarly({ 'CF-IPCountry': 'DE', Cookie: 'i18n_language=en' })
    expect(
      JSON.parse(decodeURIComponent(cookieNamed(early, 'country')!.split(';')[0]!.slice(8)))
    ).toEqual({ code: 'DE', name: 'Germany' })
    expect(early.headers.getSetCookie()).toHaveLength(1)
  })

  it('uses a stored country, storing nothing', async () => {
    const stored = encodeURIComponent(JSON.stringify({ code: 'GB', name: 'United Kingdom' }))
    const early = await untilEarly({ 'CF-IPCountry': 'FR', Cookie: `country=${stored}` })
    expect(early.headers.getSetCookie()).toEqual([])
  })

  it('logs the warning for a visit with no country, early too', async () => {
    await (await untilEarly()).arrayBuffer()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    for (const country of ['XX', 'T1', '', 'not-a-country']) {
      const headers: Record<string, string> = country ? { 'CF-IPCountry': country } : {}
      const response = await visit(headers)
      expect(response.headers.get('X-Edge-Early'), country).toBe('1')
      expect(response.headers.getSetCookie(), country).toEqual([])
      await response.arrayBuffer()
    }
    expect(warn).toHaveBeenCalledTimes(4)
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({
      level: 'warn',
      event: 'locale.country-not-detected',
      path: '/',
    })
  })

  it.each([
    ['the language cookie', { Cookie: 'i18n_language=ru', 'CF-IPCountry': 'FR' }, '/ru'],
    ['the country', { 'CF-IPCountry': 'AE', 'Accept-Language': 'en-US' }, '/ar'],
    ['the country before a code', { 'CF-IPCountry': 'AR' }, '/es'],
    ['Accept-Language', { 'CF-IPCountry': 'XX', 'Accept-Language': 'ja, it;q=0.8' }, '/it'],
    ['Accept-Language alone', { 'Accept-Language': 'tr' }, '/tr'],
  ])(
    'still redirects a visitor by %s once the English home is answered early',
    async (_by, headers, location) => {
      for (let i = 0; i < 2; i++) {
        const response = await visit(headers)
        expect(response.status).toBe(302)
        expect(response.headers.get('Location')).toBe(location)
        expect(response.headers.get('X-Edge-Early')).toBeNull()
        expect(response.headers.get('X-Edge-Cache')).toBeNull()
        expect(response.headers.get('Cache-Control')).toBe('private, no-store')
        expect(response.headers.get('Vary')).toBe(VARY)
        expect(cookieNamed(response, 'i18n_language')).toBe(
          `i18n_language=${location.slice(1)}; Max-Age=31536000; Path=/; SameSite=Lax`
        )
      }
    }
  )

  it('never answers a HEAD early', async () => {
    const head = await SELF.fetch(HOME, { method: 'HEAD' })
    expect(head.headers.get('X-Edge-Early')).toBeNull()
  })
})
