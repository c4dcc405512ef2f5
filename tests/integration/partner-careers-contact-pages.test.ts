// The partner, careers, contact and feedback pages, and each marketing page's Open Graph picture.
import { describe, expect, it } from 'vitest'
import { page, structuredData } from './marketing-page'

describe('the partner page', () => {
  it('shows the partner-page figures, the four steps and five questions as a FAQPage', async () => {
    const html = await page('/partners')
    for (const figure of ['2500+', '80+', '2.1B', '23+'])
      expect(html).toContain(`<bdi>${figure}</bdi>`)
    expect(html).not.toContain('<bdi>300+</bdi>')
    for (const step of ['Apply', 'Refer', 'We close', 'Get paid'])
      expect(html).toContain(`>${step}</h3>`)
    const faq = structuredData(html).find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: { acceptedAnswer: { text: string } }[]
    }
    expect(faq.mainEntity).toHaveLength(5)
    expect(faq.mainEntity[1]!.acceptedAnswer.text).toContain('0.5% of the investment')
    // the partner application stays on the page
    expect(html.match(/action="\/api\/partners"/g)).toHaveLength(1)
  })

  it('states the rate and its assumptions and computes a default commission', async () => {
    const html = await page('/partners')
    expect(html).toContain('Our fee on a sale is taken as 2% of the price')
    expect(html).toContain(
      'You receive 25% of that fee, so your commission is 0.5% of the investment.'
    )
    expect(html).toMatch(/<output[^>]*>USD\u00a02,500<\/output>/)
  })

  it('answers the calculator without JavaScript from the amount in the query', async () => {
    expect(await page('/partners?amount=1%2C000%2C000')).toMatch(
      /<output[^>]*>USD\u00a05,000<\/output>/
    )
    const invalid = await page('/partners?amount=lots')
    expect(invalid).toContain('Enter an amount in US dollars, for example 500,000.')
    expect(invalid).toMatch(/<output[^>]*>USD\u00a00<\/output>/)
  })
})

describe('the careers page', () => {
  it('has culture, values, join the elite, opportunities, workplace and the 5-step process', async () => {
    const html = await page('/careers')
    for (const id of [
      'culture',
      'values',
      'join-the-elite',
      'questionnaire',
      'opportunities',
      'workplace',
    ]) {
      expect(html).toContain(`id="${id}"`)
    }
    const process = html.slice(html.indexOf('id="application-process"'))
    for (const step of [
      'Questionnaire',
      'Application review',
      'Initial interview',
      'Final selection',
      'Offer',
    ]) {
      expect(process).toContain(`>${step}</h3>`)
    }
    expect(html.match(/action="\/api\/careers"/g)).toHaveLength(1)
  })
})

describe('the contact and feedback pages', () => {
  it('gives offices, phone, email and opening hours beside the consultation form', async () => {
    const html = await page('/contact')
    expect(html).toContain('href="tel:+97143000000"')
    expect(html).toContain('href="mailto:hello@arcadia-estates.example"')
    expect(html).toContain('Monday to Friday')
    expect(html).toContain('9:00 to 19:00')
    expect(html).toContain('id="request"')
    for (const city of ['London', 'Paris', 'Istanbul', 'Mumbai', 'Singapore', 'Seoul']) {
      expect(html).toContain(`${city.toLowerCase()}@arcadia-estates.example`)
    }
    const agent = structuredData(html).find((item) => item['@type'] === 'RealEstateAgent')!
    expect(agent.openingHoursSpecification).toHaveLength(2)
  })

  it('keeps the feedback page bare (empty layout) with the form and a way to talk', async () => {
    const html = await page('/feedback')
    expect(html).not.toContain('<footer')
    expect(html).toContain('data-island="form" data-props="{&quot;form&quot;:&quot;feedback&quot;')
    expect(html).toContain('Prefer to talk? Call us on +971 4 300 0000')
  })

  it.each(['/careers', '/partners', '/high-rentals', '/contact', '/feedback', '/', '/vienna'])(
    '%s has its own Open Graph picture',
    async (path) => {
      expect(await page(path)).toMatch(
        /<meta property="og:image" content="http:\/\/example.com\/images\/[a-z-]+-1280\.jpg">/
      )
    }
  )
})
