import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { translator, type MessageKey } from '../../src/i18n/messages'

async function page(path: string): Promise<string> {
  const response = await SELF.fetch(`http://example.com${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>
  )
}

const types = (html: string) => structuredData(html).map((data) => data['@type'])

describe('the home page', () => {
  it('links the hero to its four sections, each present in the page', async () => {
    const html = await page('/')
    for (const [label, id] of [
      ['Start Your Journey', 'start-your-journey'],
      ['Transform Spaces', 'transform-spaces'],
      ['Connect With Expert', 'connect-with-expert'],
      ['Contact Us', 'contact-us'],
    ]) {
      expect(html).toMatch(new RegExp(`<a href="#${id}"[^>]*>${label}</a>`))
      expect(html).toContain(`id="${id}"`)
    }
  })

  it('offers a search to the catalogue in the hero and links WhatsApp where it offers it', async () => {
    const html = await page('/de')
    const search =
      /<form role="search"[^>]*action="\/de\/catalog" method="get">[\s\S]*?<\/form>/.exec(html)
    expect(search).not.toBeNull()
    for (const name of ['location', 'type', 'maxPrice'])
      expect(search![0]).toContain(`name="${name}"`)
    expect(html).toContain('href="/go/whatsapp?source=home&amp;locale=de"')
  })

  it('shows the general statistics, the services and the five spotlight locations', async () => {
    const html = await page('/')
    for (const text of ['300+', '100+', '2B', '20+', '95%', 'Global locations']) {
      expect(html).toContain(text)
    }
    for (const service of ['Mortgage', 'Buy', 'Sell', 'Furnishing', 'Property management']) {
      expect(html).toContain(`>${service}</span>`)
    }
    expect(html).toContain('>Golden Visa</span>')
    for (const slug of [
      'dubai-marina',
      'downtown-dubai',
      'business-bay',
      'palm-jumeirah',
      'dubai-hills-estate',
    ]) {
      expect(html).toContain(`/catalog?location=${slug}`)
    }
  })

  it('shows featured properties, consultants and testimonials from the content source', async () => {
    const html = await page('/')
    expect(html).toContain('Skyway Residences Studio')
    expect(html).toContain('Layla Haddad')
    expect(html).toContain('data-island="testimonial-list"')
    expect(html).toContain('James Carter')
  })

  it('marks the company up as an Organization and a RealEstateAgent with its rating', async () => {
    const data = structuredData(await page('/'))
    const agent = data.find((item) => item['@type'] === 'RealEstateAgent')!
    expect(data.map((item) => item['@type'])).toContain('Organization')
    expect(agent.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 100 })
    expect(agent.location).toHaveLength(7)
  })

  it('draws the world map of the 7 offices as inline SVG', async () => {
    const html = await page('/ar')
    expect(html).toMatch(/<svg viewBox="[^"]+" role="img" aria-labelledby="[^"]+"/)
    const t = translator('ar')
    for (const office of ['dubai', 'london', 'paris', 'istanbul', 'mumbai', 'singapore', 'seoul']) {
      expect(html).toContain(`>${t(`company.offices.${office}.city` as MessageKey)}</`)
    }
  })
})

describe('the company pages', () => {
  it('tells the story with the milestones and the values', async () => {
    const html = await page('/our-story')
    expect(html).toContain('It started with one question')
    expect(html).toContain('Founded in Business Bay')
    expect(html).toContain('Honesty before the sale')
  })

  it('compares the brokerage with a typical one in an accessible table', async () => {
    const html = await page('/why-choose')
    expect(html).toContain(
      '<caption class="sr-only">Arcadia Estates compared with a typical brokerage</caption>'
    )
    expect(html.match(/<th scope="row"/g)).toHaveLength(7)
  })

  it('answers the leasing questions as a FAQPage', async () => {
    const data = structuredData(await page('/long-term-leasing'))
    const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faq.mainEntity).toHaveLength(5)
  })
})

describe('the project landing pages', () => {
  it('shows Vienna Residences with its studio price, payment plan and enquiry form', async () => {
    const html = await page('/vienna')
    expect(html).not.toContain('aria-label="Main navigation"')
    expect(html).toContain('USD\u00a081,688')
    expect(html).toMatch(
      /role="img" aria-label="Payment plan: 10% on booking, 50% during construction, 40% on handover"/
    )
    expect(html).toContain('data-island="lead-form"')
    expect(html).toContain('id="enquire"')
  })

  it('prices the Ras Al Khaimah one-bedroom at the 2-year visa threshold', async () => {
    const html = await page('/vienna-rak')
    expect(html).toContain('USD\u00a0204,221')
    expect(html).toContain('AED 750,000')
    expect(types(html)).toContain('FAQPage')
  })
})

describe('the component kit', () => {
  it('shows buttons, cards, fields, accordions, modals, toasts and colours', async () => {
    const html = await page('/refactor-example')
    for (const id of ['buttons', 'cards', 'forms', 'accordions', 'modals', 'toasts', 'colours']) {
      expect(html).toContain(`<section id="${id}"`)
    }
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('Please enter a valid email address')
    expect(html.match(/data-island="kit-demo"/g)).toHaveLength(2)
    // specimens are not real questions: no FAQPage
    expect(types(html)).not.toContain('FAQPage')
  })
})

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
    expect(html).toContain('Property from AED 750,000')
    expect(html).toContain('about USD\u00a0204,221')
    expect(html).toContain('Property from AED 2,000,000')
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

describe('breadcrumbs on inner pages', () => {
  it.each([
    '/terms',
    '/privacy',
    '/copyright',
    '/our-story',
    '/why-choose',
    '/long-term-leasing',
    '/careers',
    '/partners',
    '/high-rentals',
    '/contact',
  ])('%s has a BreadcrumbList', async (path) => {
    expect(types(await page(path))).toContain('BreadcrumbList')
  })
})
