import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { allSitemapUrls } from './sitemap-files'

describe('sitemap of the content pages', () => {
  it('lists every listing, consultant and article in the 13 locales with alternates', async () => {
    const xml = await allSitemapUrls((url) => SELF.fetch(url), 'https://brokerage.example')
    const urls = xml.match(/<url>.*?<\/url>/g) ?? []
    const count = (pattern: RegExp) => urls.filter((url) => pattern.test(url)).length
    const total = async (path: string) =>
      ((await (await SELF.fetch(`https://brokerage.example${path}`)).json()) as { total: number })
        .total
    expect(count(/<loc>[^<]*\/catalog\/\d+<\/loc>/)).toBe((await total('/api/properties')) * 13)
    expect(count(/<loc>[^<]*\/agent\/\d+<\/loc>/)).toBe((await total('/api/agents')) * 13)
    expect(count(/<loc>[^<]*\/blog\/[a-z0-9-]+<\/loc>/)).toBe((await total('/api/blog')) * 13)

    const property = urls.find((url) =>
      url.includes('<loc>https://brokerage.example/ar/catalog/7</loc>')
    )!
    expect(property).toContain('hreflang="x-default" href="https://brokerage.example/catalog/7"')
    expect(property).toContain('hreflang="he-IL" href="https://brokerage.example/he/catalog/7"')
    expect(xml).toContain(
      '<loc>https://brokerage.example/fr/blog/golden-visa-through-property</loc>'
    )
  })
})
