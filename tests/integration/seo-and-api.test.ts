import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { allSitemapUrls } from './sitemap-files'
import { cspDirectives, hashSource, inlineScripts } from './csp'
import { SPECULATION_RULES_TEXT } from '../../src/lib/speculation-rules'

describe('GET /api/languages', () => {
  it('lists the 13 locales with English names', async () => {
    const response = await SELF.fetch('http://example.com/api/languages')
    expect(response.status).toBe(200)
    const languages = (await response.json()) as {
      code: string
      name: string
      iso: string
      dir: string
    }[]
    expect(languages.map((l) => l.code)).toEqual([
      'en',
      'ar',
      'fr',
      'de',
      'it',
      'ko',
      'nl',
      'hu',
      'he',
      'tr',
      'es',
      'ru',
      'ro',
    ])
    expect(languages[0]).toEqual({ code: 'en', name: 'English', iso: 'en-US', dir: 'ltr' })
    expect(languages.find((l) => l.code === 'he')).toEqual({
      code: 'he',
      name: 'Hebrew',
      iso: 'he-IL',
      dir: 'rtl',
    })
    expect(languages.map((l) => l.name)).toContain('Hungarian')
  })
})

describe('GET /sitemap.xml', () => {
  it('is an index of files that list every page in every locale with 13 alternates and x-default', async () => {
    const response = await SELF.fetch('https://brokerage.example/sitemap.xml')
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    const index = await response.text()
    expect(index).toMatch(
      /^<\?xml[^>]*\?><sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/
    )
    expect(index).toContain('<loc>https://brokerage.example/sitemaps/pages-ar.xml</loc>')
    expect(index).toContain('<loc>https://brokerage.example/sitemaps/properties-de-1.xml</loc>')
    const xml = await allSitemapUrls((url) => SELF.fetch(url), 'https://brokerage.example')
    const urls = xml.match(/<url>.*?<\/url>/g) ?? []
    // the 19 pages of the contract and the partner sign-in page; the dashboard is noindex.
    // Listings, consultants and articles follow (tests/integration/sitemap-content.test.ts)
    const detail = /<loc>[^<]*\/(catalog|agent|blog)\/[^<]+<\/loc>/
    expect(urls.filter((url) => !detail.test(url))).toHaveLength(20 * 13)
    expect(xml).not.toContain('/partners/dashboard')
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1]!
      const alternates = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)]
      expect(alternates).toHaveLength(14)
      // reciprocal: the page's own URL is among its alternates
      expect(alternates.map((m) => m[2])).toContain(loc)
    }
    expect(xml).toContain('<loc>https://brokerage.example/</loc>')
    expect(xml).toContain('<loc>https://brokerage.example/ru/high-rentals</loc>')
    expect(xml).toContain('hreflang="x-default" href="https://brokerage.example/careers"')
  })

  it('gives listings and articles their date, and answers 404 past the last file', async () => {
    const file = await (
      await SELF.fetch('https://brokerage.example/sitemaps/properties-en-1.xml')
    ).text()
    expect(file).toMatch(
      /<url><loc>https:\/\/brokerage\.example\/catalog\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/
    )
    expect(
      (await SELF.fetch('https://brokerage.example/sitemaps/properties-en-2.xml')).status
    ).toBe(404)
    expect(
      (await SELF.fetch('https://brokerage.example/sitemaps/properties-xx-1.xml')).status
    ).toBe(404)
    expect((await SELF.fetch('https://brokerage.example/sitemaps/secrets-en-1.xml')).status).toBe(
      404
    )
  })
})

describe('GET /robots.txt', () => {
  it('allows crawling and points to the sitemap', async () => {
    const text = await (await SELF.fetch('https://brokerage.example/robots.txt')).text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Sitemap: https://brokerage.example/sitemap.xml')
  })
})

describe('security headers', () => {
  it('sends a strict CSP: scripts from the site, and inline only the ones whose hash it names', async () => {
    for (const path of ['/', '/ar/catalog', '/catalog/1', '/blog', '/no-such-page']) {
      const response = await SELF.fetch(`http://example.com${path}`)
      const scriptSrc = cspDirectives(response)['script-src']!
      const hashes = scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))
      expect(scriptSrc, path).toBe(["'self'", ...hashes].join(' '))
      expect(response.headers.get('Content-Security-Policy'), path).toContain(
        "frame-ancestors 'none'"
      )
      const inline = inlineScripts(await response.text())
      expect(inline.length, path).toBeGreaterThan(0)
      for (const script of inline) expect(hashes, path).toContain(await hashSource(script))
      // the speculation rules the site script inserts (client/site/prefetch.ts)
      expect(hashes).toContain(await hashSource(SPECULATION_RULES_TEXT))
    }
  })

  it('sends HSTS for a year, nosniff, referrer, permissions and opener policies', async () => {
    const response = await SELF.fetch('http://example.com/terms')
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=(\d+)/)
    expect(
      Number(/max-age=(\d+)/.exec(response.headers.get('Strict-Transport-Security')!)![1])
    ).toBeGreaterThanOrEqual(31536000)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()')
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
  })
})

describe('islands', () => {
  it('loads one script, whose island loader finds each island with its props in an attribute', async () => {
    const html = await (await SELF.fetch('http://example.com/')).text()
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1])
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.js$/)])
    expect(html).toMatch(
      /data-island="request-call" data-props="\{&quot;locale&quot;:&quot;en&quot;/
    )
  })

  it('lets the header and footer islands wait for the visitor instead of hydrating at load', async () => {
    const html = await (await SELF.fetch('http://example.com/our-story')).text()
    const islands = [...html.matchAll(/<div data-island="([\w-]+)"[^>]*>/g)].map((match) => [
      match[1],
      /data-hydrate="(\w+)"/.exec(match[0])?.[1],
    ])
    expect(islands).toEqual([
      ['request-call', 'interaction'],
      ['newsletter-signup', 'interaction'],
    ])
  })

  it('renders the colour mode switch as plain buttons, not an island', async () => {
    const html = await (await SELF.fetch('http://example.com/')).text()
    expect(html).not.toContain('data-island="color-mode-switch"')
    expect(html).toMatch(/<button type="button" data-color-mode="dark" aria-pressed="false"/)
  })
})
