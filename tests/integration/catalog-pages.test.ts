import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

async function page(path: string) {
  const response = await SELF.fetch(`http://example.com${path}`)
  return { status: response.status, html: await response.text() }
}

const detailLinks = (html: string) =>
  [...html.matchAll(/href="(\/(?:[a-z]{2}\/)?catalog\/\d+)"/g)].map((m) => m[1]!)

const cardCount = (html: string) =>
  new Set(detailLinks(html).filter((href) => /\/catalog\/\d+$/.test(href))).size

describe('/catalog', () => {
  it('shows the listing count, 12 cards with View Details and Request Call, and Load More', async () => {
    const { status, html } = await page('/catalog')
    expect(status).toBe(200)
    expect(html).toMatch(/>40 properties found</)
    expect(cardCount(html)).toBe(12)
    expect(html.match(/>View Details</g)).toHaveLength(12)
    expect(html).toMatch(/href="\/contact\?kind=call&amp;propertyId=\d+"/)
    expect(html).toContain('href="?page=2"')
    expect(html).toContain('data-island="catalog-results"')
    expect(html).toContain('role="search"')
  })

  it('filters from the URL and keeps the choices in the form', async () => {
    const { html } = await page('/catalog?type=villa&bedrooms=5')
    expect(html).toMatch(/>(\d+) propert(?:y|ies) found</)
    const count = Number(/>(\d+) propert(?:y|ies) found</.exec(html)![1])
    const api = (await (
      await SELF.fetch('http://example.com/api/properties?type=villa&bedrooms=5')
    ).json()) as { total: number }
    expect(count).toBe(api.total)
    expect(cardCount(html)).toBe(api.total)
    expect(html).toMatch(/<option value="villa" selected="">Villa<\/option>/)
    expect(html).toMatch(/<option value="5" selected="">5\+<\/option>/)
  })

  it('shows each active filter as a chip that links to the search without it', async () => {
    const { html } = await page('/catalog?q=Palm&type=villa&minPrice=1000000&sort=price-asc')
    const chips = [...html.matchAll(/<a href="([^"]*)" aria-label="Remove filter: ([^"]*)"/g)]
    expect(chips.map((chip) => chip[2]!.replace(/\u00a0/g, ' '))).toEqual([
      'Palm',
      'Villa',
      'Min price: USD 1M',
    ])
    const hrefs = chips.map((chip) => chip[1]!.replaceAll('&amp;', '&'))
    expect(hrefs[1]).toBe('/catalog?q=Palm&minPrice=1000000&sort=price-asc')
    // the badge of the phone's Filters button counts the filters, not the search text
    expect(html).toMatch(/Filters<span[^>]*>2<\/span>/)
    expect((await page('/catalog')).html).not.toContain('aria-label="Remove filter')
  })

  it('puts the filters in a sheet that opens without JavaScript, with one submit', async () => {
    const { html } = await page('/catalog')
    // HTML attribute names are case-insensitive: React writes popoverTarget
    expect(html).toMatch(/<button type="button" popovertarget="catalog-filters"/i)
    expect(html).toMatch(/<div id="catalog-filters" popover="auto"/)
    const sheet = html.slice(html.indexOf('id="catalog-filters"'), html.indexOf('</form>'))
    expect(sheet.match(/type="submit"/g)).toHaveLength(1)
    expect(sheet).toContain('>Show results<')
  })

  it('shows every page up to ?page=N without JavaScript', async () => {
    expect(cardCount((await page('/catalog?page=2')).html)).toBe(24)
    expect(cardCount((await page('/catalog?page=4')).html)).toBe(40)
    expect((await page('/catalog?page=4')).html).not.toContain('>Load More<')
  })

  it('says so honestly when nothing matches, with a way out', async () => {
    const { status, html } = await page('/catalog?minPrice=900000000')
    expect(status).toBe(200)
    expect(html).toContain('No properties match your search')
    expect(html).toMatch(/>0 properties found</)
    expect(html).toContain('>Clear filters<')
    expect(html).not.toContain('data-island="catalog-results"')
  })

  it('ignores malformed filters instead of failing', async () => {
    const { status, html } = await page('/catalog?type=castle&bedrooms=99&minPrice=abc&page=-1')
    expect(status).toBe(200)
    expect(html).toMatch(/>40 properties found</)
  })

  it("links cards to the detail page in the visitor's language", async () => {
    const { html } = await page('/ar/catalog')
    expect(html).toContain('dir="rtl"')
    expect(detailLinks(html).every((href) => href.startsWith('/ar/catalog/'))).toBe(true)
    expect(html).toMatch(/href="\/ar\/contact\?kind=call&amp;propertyId=\d+"/)
  })
})

describe('/catalog saved and compared views', () => {
  it('lists the saved properties the address names, in that order', async () => {
    const { status, html } = await page('/catalog?view=saved&ids=7,3')
    expect(status).toBe(200)
    expect(html).toContain('>Saved properties<')
    expect(detailLinks(html).filter((href, i, all) => all.indexOf(href) === i)).toEqual([
      '/catalog/7',
      '/catalog/3',
    ])
  })

  it('compares at most three properties in a table', async () => {
    const { html } = await page('/catalog?view=compare&ids=1,20,36,5')
    expect(html).toContain('>Compare properties<')
    expect(html.match(/<th scope="col"/g)).toHaveLength(4)
    expect(html).toContain('>Price per sq ft<')
    expect(html).not.toContain('/catalog/5"')
  })

  it('shows the search when a view names no properties', async () => {
    const { html } = await page('/catalog?view=compare')
    expect(html).toMatch(/>40 properties found</)
  })
})
