import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { translator } from '../../src/i18n/messages'
import { decodeHtml } from './html-text'
import { localePath, routeName, STATIC_PAGES, type PageName } from '../../src/route-table'

const pathOf = localePath as (page: PageName, locale: string) => string

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]
}

describe('every page in every locale', () => {
  for (const locale of LOCALES) {
    it(`serves the 19 pages in ${locale.code} with lang, dir, canonical and hreflang`, async () => {
      for (const page of STATIC_PAGES) {
        const path = pathOf(page, locale.code)
        const response = await SELF.fetch(`http://example.com${path}`, {
          headers: { Cookie: `i18n_language=${locale.code}` },
        })
        expect(response.status, path).toBe(200)
        expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
        const html = await response.text()
        expect(attr(html, /<html lang="([^"]+)"/), path).toBe(locale.iso)
        expect(attr(html, /<html [^>]*dir="([^"]+)"/), path).toBe(locale.dir)
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(
          `http://example.com${path}`
        )
        expect(attr(html, /<body data-route="([^"]+)"/), path).toBe(routeName(page, locale.code))

        const alternates = [
          ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
        ]
        expect(alternates, path).toHaveLength(LOCALES.length + 1)
        expect(alternates.map((m) => m[1])).toEqual([...LOCALES.map((l) => l.iso), 'x-default'])
        // self-referencing: the alternate of this locale is this page
        expect(alternates.find((m) => m[1] === locale.iso)?.[2]).toBe(`http://example.com${path}`)
        expect(alternates.at(-1)?.[2]).toBe(`http://example.com${pathOf(page, 'en')}`)

        expect(html).toMatch(/<title>[^<]+ \| Arcadia Estates<\/title>/)
        expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/)
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      }
    })
  }

  it("renders each locale's own heading, never a missing key", async () => {
    for (const locale of LOCALES) {
      const path = pathOf('careers', locale.code)
      const html = decodeHtml(await (await SELF.fetch(`http://example.com${path}`)).text())
      expect(html, path).toContain(translator(locale.code)('pages.careers.heading'))
      expect(html, path).not.toMatch(/>\s*<\/h1>/)
      expect(html, path).not.toMatch(/pages\.\w+\.(title|heading)/)
    }
  })

  it('uses the vienna layout for /vienna and the empty layout for /feedback', async () => {
    const vienna = await (await SELF.fetch('http://example.com/vienna-rak')).text()
    expect(vienna).not.toContain('aria-label="Main navigation"')
    expect(vienna).toContain('© 2025 Arcadia Estates')
    const feedback = await (await SELF.fetch('http://example.com/feedback')).text()
    expect(feedback).not.toContain('<footer')
    expect(feedback).toContain('Share your feedback')
  })

  it('has header navigation and a footer linking blog, careers, news, terms and privacy', async () => {
    const html = decodeHtml(await (await SELF.fetch('http://example.com/fr/our-story')).text())
    const t = translator('fr')
    expect(html).toContain(`aria-label="${t('nav.label')}"`)
    for (const href of [
      '/fr/blog',
      '/fr/careers',
      '/fr/blog?topic=news',
      '/fr/terms',
      '/fr/privacy',
    ]) {
      expect(html).toContain(`href="${href}"`)
    }
    expect(html).toContain(t('footer.rights', { year: '2025', brand: 'Arcadia Estates' }))
  })

  it('uses PUBLIC_ORIGIN-independent request origin when none is configured', async () => {
    const html = await (await SELF.fetch('https://preview.example.net/de/blog')).text()
    expect(html).toContain('<link rel="canonical" href="https://preview.example.net/de/blog">')
  })
})
