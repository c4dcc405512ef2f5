import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const ROOT = 'http://example.com/'

async function visitRoot(headers: Record<string, string>) {
  return SELF.fetch(ROOT, { headers, redirect: 'manual' })
}

describe('locale detection at /', () => {
  it('redirects by cookie, saving nothing new', async () => {
    const response = await visitRoot({ Cookie: 'i18n_language=ru', 'CF-IPCountry': 'FR' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/ru')
  })

  it('redirects by country and saves the cookie for a year', async () => {
    const response = await visitRoot({ 'CF-IPCountry': 'AE', 'Accept-Language': 'en-US' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/ar')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toContain('i18n_language=ar')
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
  })

  it('redirects by Accept-Language when the country says nothing', async () => {
    const response = await visitRoot({ 'CF-IPCountry': 'XX', 'Accept-Language': 'ja, it;q=0.8' })
    expect(response.headers.get('Location')).toBe('/it')
  })

  it('is never cached and varies on what it reads', async () => {
    const response = await visitRoot({ 'Accept-Language': 'tr' })
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Language, CF-IPCountry')
  })

  it('stays on the English home for an en cookie, with no redirect', async () => {
    const response = await visitRoot({ Cookie: 'i18n_language=en', 'CF-IPCountry': 'AE' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Language, CF-IPCountry')
    expect(await response.text()).toContain('<html lang="en-US" dir="ltr">')
  })

  it('does not detect anywhere but /', async () => {
    const response = await SELF.fetch('http://example.com/catalog', {
      headers: { 'Accept-Language': 'ar' },
      redirect: 'manual',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html lang="en-US" dir="ltr">')
  })
})

describe('locale prefixes', () => {
  it('sends /en/... to the unprefixed path with 301, keeping the query', async () => {
    const response = await SELF.fetch('http://example.com/en/catalog?bedrooms=2', {
      redirect: 'manual',
    })
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/catalog?bedrooms=2')
    const home = await SELF.fetch('http://example.com/en', { redirect: 'manual' })
    expect(home.headers.get('Location')).toBe('/')
  })

  it('answers 404 for an unknown locale prefix', async () => {
    expect((await SELF.fetch('http://example.com/xx/catalog')).status).toBe(404)
    expect((await SELF.fetch('http://example.com/pt')).status).toBe(404)
  })

  it('renders ar and he right-to-left', async () => {
    for (const [path, iso] of [
      ['/ar/catalog', 'ar-AE'],
      ['/he', 'he-IL'],
    ]) {
      const html = await (await SELF.fetch(`http://example.com${path}`)).text()
      expect(html).toContain(`<html lang="${iso}" dir="rtl">`)
    }
  })
})

describe('language switcher', () => {
  it('saves the chosen language and goes to the same page in it', async () => {
    const response = await SELF.fetch(
      'http://example.com/language/de?next=%2Fde%2Fcatalog%3Fbedrooms%3D2',
      {
        redirect: 'manual',
      }
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/de/catalog?bedrooms=2')
    expect(response.headers.get('Set-Cookie')).toContain(
      'i18n_language=de; Max-Age=31536000; Path=/; SameSite=Lax'
    )
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('never redirects off the site', async () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const response = await SELF.fetch(
        `http://example.com/language/fr?next=${encodeURIComponent(next)}`,
        { redirect: 'manual' }
      )
      expect(response.headers.get('Location')).toBe('/fr')
    }
  })

  it('links every page to itself in all 13 languages', async () => {
    const html = await (await SELF.fetch('http://example.com/ar/partners')).text()
    const links = [...html.matchAll(/href="\/language\/([a-z]{2})\?next=([^"]+)"/g)]
    expect(links).toHaveLength(13)
    expect(links.map((m) => decodeURIComponent(m[2]!))).toContain('/partners')
    expect(links.map((m) => decodeURIComponent(m[2]!))).toContain('/he/partners')
  })

  it('answers 404 for an unknown language', async () => {
    expect((await SELF.fetch('http://example.com/language/xx')).status).toBe(404)
  })
})
