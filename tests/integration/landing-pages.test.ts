// The landing pages: the Vienna projects and high rental yields, with their prices and visas.
import { describe, expect, it } from 'vitest'
import { page, types } from './marketing-page'

describe('the project landing pages', () => {
  it('shows Vienna Residences with its studio price, payment plan and enquiry form', async () => {
    const html = await page('/vienna')
    expect(html).not.toContain('aria-label="Main navigation"')
    expect(html).toContain('USD\u00a081,688')
    expect(html).toMatch(
      /role="img" aria-label="Payment plan: 10% on booking, 50% during construction, and 40% on handover"/
    )
    expect(html).toContain('data-island="lead-form"')
    expect(html).toContain('id="enquire"')
  })

  it("words the Vienna form's button for the interest its heading asks for", async () => {
    const submit = (html: string) => html.match(/<button type="submit"[^>]*>([^<]+)<\/button>/)?.[1]
    expect(submit(await page('/vienna'))).toBe('Register my interest')
    expect(submit(await page('/de/vienna-rak'))).toBe('Interesse anmelden')
    expect(submit(await page('/ru/vienna'))).toBe('Оставить заявку')
    // the consultation offered elsewhere keeps its own
    expect(submit(await page('/high-rentals'))).toBe('Get my free consultation')
  })

  it('prices the Ras Al Khaimah one-bedroom at the 2-year visa threshold', async () => {
    const html = await page('/vienna-rak')
    expect(html).toContain('USD\u00a0204,221')
    expect(html).toContain('AED 750,000')
    expect(types(html)).toContain('FAQPage')
  })
})

/** The visible sentences of a page, split at . ; ! ? followed by a space and at block ends. */
async function sentences(path: string): Promise<string[]> {
  const html = await page(path)
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    // every block ends a sentence: list items and cells are read on their own
    .replace(/<\/(li|p|h[1-6]|div|dd|dt|td|th|summary|figcaption)>/g, '. ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\s+/g, ' ')
  return text.split(/(?<=[.;!?])\s+/)
}

describe('the high-rental-yield landing page', () => {
  it('keeps its lead form in the hero and lists the 8 reasons to invest', async () => {
    const html = await page('/high-rentals')
    expect(html.match(/action="\/api\/leads"/g)).toHaveLength(1)
    expect(html).toContain('id="lead-form"')
    expect(html).toContain('8 reasons to invest in Dubai')
    const reasons = html.slice(html.indexOf('id="reasons"'), html.indexOf('id="why-us"'))
    expect(reasons.match(/<li>/g)).toHaveLength(8)
  })

  it('compares Dubai with global cities in a server-drawn chart', async () => {
    const html = await page('/high-rentals')
    expect(html).toContain('aria-label="Gross rental yields: Dubai 6% to 12%, London 3.7%')
    expect(html).toContain('>6% to 12%</text>')
  })

  it('states the residency figures precisely: USD 204,221 is AED 750,000, the 2-year visa', async () => {
    const html = await page('/high-rentals')
    expect(html).toContain('Property from AED\u00a0750,000')
    expect(html).toContain('about USD\u00a0204,221')
    // from a million, in words, as the copy writes it
    expect(html).toContain('Property from AED\u00a02\u00a0million')
    expect(html).toContain('about USD\u00a0544,588')
    expect(html).toContain(
      'The smallest investment quoted, about USD 204,221, is AED 750,000 at the 3.6725 peg: the threshold of the 2-year residence visa.'
    )
  })

  it.each(['/', '/high-rentals', '/vienna', '/vienna-rak'])(
    'never promises a 10-year visa for the smaller sum on %s',
    async (path) => {
      for (const sentence of await sentences(path)) {
        if (/204,221|200,000|750,000/.test(sentence)) {
          expect(sentence, path).not.toMatch(/10-year|10 years|ten-year/i)
        }
      }
    }
  )
})
