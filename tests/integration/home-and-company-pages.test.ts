// The home page, the company pages, the component kit, and the breadcrumbs of inner pages.
import { describe, expect, it } from 'vitest'
import { translator, type MessageKey } from '../../src/i18n/messages'
import { page, structuredData, types } from './marketing-page'

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
