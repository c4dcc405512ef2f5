import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { translator } from '../../src/i18n/messages'
import SIZES from '../../src/lib/image-sizes.json'

async function page(path: string) {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  // prices carry a no-break space between the currency code and the amount
  return { status: response.status, html: (await response.text()).replace(/\u00a0/g, ' ') }
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)
  expect(match, 'JSON-LD block').not.toBeNull()
  return JSON.parse(match![1]!) as Record<string, unknown>
}

describe('/catalog/:id', () => {
  it('shows the listing with its price in USD and AED, facts, amenities and neighbourhood', async () => {
    const { status, html } = await page('/catalog/1')
    expect(status).toBe(200)
    expect(html).toMatch(
      /<title>Marina Crest Residences, 1 Bedroom, Dubai Marina \| Arcadia Estates<\/title>/
    )
    expect(html).toMatch(/<h1[^>]*>Marina Crest Residences, 1 Bedroom<\/h1>/)
    expect(html).toContain('USD 449,285')
    expect(html).toContain('AED 1,650,000')
    for (const heading of [
      'About the project',
      'Top amenities',
      'Neighbourhood',
      'Payment plan',
      'Floor plans',
      'Total cost',
      'Similar properties',
    ]) {
      expect(html, heading).toContain(`>${heading}<`)
    }
    expect(html).toContain('>Read more<')
    expect(html).toContain('<link rel="canonical" href="https://brokerage.example/catalog/1">')
  })

  it('links every enquiry to the lead forms with the listing and consultant', async () => {
    const { html } = await page('/catalog/1')
    expect(html).toContain('href="/contact?kind=call&amp;propertyId=1&amp;agentId=7"')
    expect(html).toContain('href="/contact?kind=floor-plan&amp;propertyId=1"')
    expect(html).toContain('href="/contact?kind=brochure&amp;propertyId=1"')
    expect(html).toContain(
      'href="/go/whatsapp?source=property&amp;propertyId=1&amp;agentId=7&amp;locale=en"'
    )
    expect(html).toMatch(/href="tel:\+971\d+"/)
    expect(html).toMatch(/href="mailto:[^"]+@[^"]+\?subject=/)
    expect(html).toContain('BRN 29015')
  })

  it('shows the photos first, each a link to its largest file for a browser without JavaScript', async () => {
    const row = await env.DB.prepare('SELECT photos FROM properties WHERE id = 3').first<{
      photos: string
    }>()
    const keys = (JSON.parse(row!.photos) as { key: string }[]).map((photo) => photo.key)
    const { html } = await page('/catalog/3')
    const gallery = /<div id="photos" role="region" aria-label="Photos"[^>]*>(.*?)<\/ul>/s.exec(
      html
    )
    const links = [...(gallery?.[1] ?? '').matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])
    const widest = Math.max(...SIZES.kinds.photo.widths)
    expect(links).toEqual(keys.map((key) => `/images/${key}-${widest}.jpg`))
    // the desktop grid shows five; "Show all" leads to the whole gallery (#photos:target)
    expect(keys.length).toBeGreaterThan(5)
    expect(html).toMatch(new RegExp(`<a href="#photos"[^>]*>Show all ${keys.length} photos</a>`))
    // before the title: on a phone it is the first thing on the screen
    expect(html.indexOf('id="photos"')).toBeLessThan(html.indexOf('<h1'))
  })

  it('shows the advertising permit with a QR code', async () => {
    const { html } = await page('/catalog/1')
    expect(html).toMatch(/DLD permit no\. 71\d{8}/)
    expect(html).toMatch(
      /<svg role="img" aria-label="QR code linking to this listing, permit 71\d{8}"[^>]*><path d="M\d/
    )
  })

  it('lays out an off-plan payment plan as dated instalments adding up to 100 %', async () => {
    const { html } = await page('/catalog/1')
    const dates = [...html.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})">/g)].map((m) => m[1]!)
    expect(dates.length).toBeGreaterThanOrEqual(3)
    expect(dates).toEqual([...dates].sort())
    expect(html).toContain('>100%<')
    expect(html).toContain('>Instalment timeline<')
  })

  it('writes the plan shares as the locale writes percentages', async () => {
    expect((await page('/de/catalog/1')).html).toContain('>100 %<')
    expect((await page('/ko/catalog/1')).html).toContain('>100%<')
  })

  it('has no payment plan for a ready property', async () => {
    const { html } = await page('/catalog/2')
    expect(html).not.toContain('>Payment plan<')
    expect(html).toContain('>Ready<')
  })

  it('renders the total-cost panel at the default inputs without JavaScript', async () => {
    const { html } = await page('/catalog/1')
    // 4 % of USD 449,285 and 2 % + VAT, for a non-resident with a 50 % loan
    expect(html).toContain('USD 17,971')
    expect(html).toContain('USD 9,435')
    expect(html).toContain('Loan-to-value 50 %')
    expect(html).toContain('>Gross rental yield<')
    const custom = await page('/catalog/1?buyer=resident&rate=4&years=20')
    expect(custom.html).toContain('Loan-to-value 80 %')
  })

  it('describes the listing in schema.org JSON-LD', async () => {
    const data = jsonLd((await page('/catalog/1')).html)
    expect(data['@type']).toBe('RealEstateListing')
    expect(data.url).toBe('https://brokerage.example/catalog/1')
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 449285, priceCurrency: 'USD' })
    expect(data.about).toMatchObject({ numberOfBedrooms: 1, address: { addressCountry: 'AE' } })
    expect((data.image as string[])[0]).toMatch(/^https:\/\/brokerage\.example\/images\/.+\.jpg$/)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const path of ['/catalog/99999', '/catalog/abc', '/catalog/0', '/ar/catalog/4000']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html).toContain(
        translator(path.startsWith('/ar/') ? 'ar' : 'en')('errors.notFoundTitle')
      )
    }
  })

  it('serves the page in every locale with its alternates', async () => {
    const { status, html } = await page('/ar/catalog/5')
    expect(status).toBe(200)
    expect(html).toContain('dir="rtl"')
    expect(html).toContain('hreflang="fr-FR" href="https://brokerage.example/fr/catalog/5"')
    expect(html).toContain('href="/ar/contact?kind=call&amp;propertyId=5')
  })
})
