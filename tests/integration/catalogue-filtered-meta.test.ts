// A filtered catalogue names what it lists in its title and description ("Villas for sale in
// Palm Jumeirah"): its property type and its community or development, in every language, the
// description whole within a search result's 160 characters.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { DESCRIPTION_MAX } from '../../src/lib/seo'
import { PROPERTY_TYPES } from '../../src/schemas/property'
import { decodeHtml } from './html-text'

async function head(path: string) {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  expect(response.status, path).toBe(200)
  const html = decodeHtml(await response.text())
  return {
    html,
    title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '',
    description: html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '',
  }
}

describe('a filtered catalogue', () => {
  it('names its type and place in the title and the description', async () => {
    const english = await head('/catalog?type=villa&location=palm-jumeirah')
    expect(english.title).toBe('Villas for sale in Palm Jumeirah | Arcadia Estates')
    expect(english.description).toMatch(/^Villas for sale in Palm Jumeirah: /)
    expect((await head('/catalog?type=penthouse')).title).toMatch(
      /^Penthouses for sale in Dubai \|/
    )
    expect((await head('/catalog?location=marina-crest&minPrice=500000')).title).toMatch(
      /^Property for sale in Marina Crest \|/
    )
    // where a preposition would have to agree with the place, the place stands first
    expect((await head('/de/catalog?type=villa&location=palm-jumeirah')).title).toMatch(
      /^Palm Jumeirah: Villen zum Kauf \|/
    )
    expect((await head('/ru/catalog?location=marina-crest')).title).toMatch(
      /^Марина Крест: недвижимость на продажу \|/
    )
    expect((await head('/tr/catalog?type=villa')).title).toMatch(/^Dubai'de satılık villalar \|/)
    expect((await head('/ko/catalog?type=villa&location=dubai-marina')).title).toMatch(
      /^두바이 마리나 빌라 매물 \|/
    )
  })

  it('keeps the catalogue title without them, and its address in the trail', async () => {
    expect((await head('/catalog')).title).toBe('Properties for Sale in Dubai | Arcadia Estates')
    expect((await head('/catalog?bedrooms=2&minPrice=500000')).title).toBe(
      'Properties for Sale in Dubai | Arcadia Estates'
    )
    const { html } = await head('/catalog?type=villa')
    expect(html).toMatch(/"name":"Properties for Sale in Dubai","item":"[^"]*\/catalog"/)
  })

  for (const locale of LOCALES) {
    it(`fits the longest place and type in a search result in ${locale.code}`, async () => {
      const prefix = locale.code === 'en' ? '' : `/${locale.code}`
      const { html } = await head(`${prefix}/catalog`)
      const places = [...html.matchAll(/<option value="([a-z0-9-]+)">([^<]+) \(\d+\)<\/option>/g)]
      const longest = places.sort((a, b) => b[2]!.length - a[2]!.length)[0]![1]
      for (const type of PROPERTY_TYPES) {
        const { description } = await head(`${prefix}/catalog?type=${type}&location=${longest}`)
        expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_MAX)
        expect(description.endsWith('…'), description).toBe(false)
      }
    })
  }
})
