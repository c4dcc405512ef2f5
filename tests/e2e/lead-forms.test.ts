// The lead forms in the browser: the request-call modal, the landing form (no JS, offline too).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { islandsReady, PHONE, useBrowser } from './browser'
import { asVisitor, unique } from './form-visitor'

const REFERENCE = /Your reference number: \u2066?[0-9A-Z]{4}-[0-9A-Z]{4}/

async function fillLead(page: Page, scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByLabel('Full name').fill('Aisha Rahman')
  await scope.getByRole('textbox', { name: /^Email/ }).fill(email)
  await scope.getByRole('textbox', { name: 'Phone number' }).fill('050 123 4567')
}

describe('the request-call and consultation modal', () => {
  const browser = useBrowser()

  it('opens from the header, shows the consultation messages, then thanks with a reference', async () => {
    const page = await browser.newPage(asVisitor())
    await page.goto('/privacy')
    await islandsReady(page)
    await page.getByRole('banner').getByRole('link', { name: 'Request a call' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a call' })
    await dialog.waitFor()

    await dialog.getByRole('button', { name: 'Request a call' }).click()
    await expect.poll(() => dialog.getByText('You have entered incorrect name').count()).toBe(1)
    expect(await dialog.getByText('You have entered incorrect email').count()).toBe(1)
    expect(await dialog.getByText('You have entered incorrect phone number').count()).toBe(1)
    // Focus moves to the first field to correct
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('fullName')

    await fillLead(page, dialog, unique('modal'))
    await dialog.getByRole('button', { name: 'Request a call' }).click()
    await dialog.getByRole('heading', { name: 'Thank You!' }).waitFor()
    expect(await dialog.getByText('Our team will contact you shortly.').count()).toBe(1)
    expect(await dialog.getByText(REFERENCE).count()).toBe(1)
  })

  it('opens for a Request Call link of a property card, with its property', async () => {
    const page = await browser.newPage({ ...asVisitor(), viewport: PHONE })
    await page.goto('/catalog')
    await islandsReady(page)
    const link = page.getByRole('link', { name: /^Request Call/ }).first()
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/^\/contact\?kind=call&propertyId=\d+$/)
    const title = (await link.getAttribute('data-property-title'))!
    await link.click()
    const dialog = page.getByRole('dialog', { name: 'Request a call' })
    await dialog.waitFor()
    // the form names the property the visitor asked about
    expect(await dialog.getByText(`About ${title}`).count()).toBe(1)
    expect(page.url()).toMatch(/\/catalog$/)

    // Closing keeps what was typed for the next request on the page
    await dialog.getByLabel('Full name').fill('Kept Name')
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await page.getByRole('banner').getByRole('link', { name: 'Request a call' }).click()
    await dialog.waitFor()
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('Kept Name')
    expect(await dialog.getByText(/^About /).count()).toBe(0)
  })
})

describe('the landing page lead form', () => {
  const browser = useBrowser()

  it('shows the lead form messages, Submitting... on the button, then Thank You!', async () => {
    const page = await browser.newPage(asVisitor())
    await page.goto('/high-rentals?utm_source=google&utm_campaign=yields')
    await islandsReady(page)
    const form = page.locator('form[action="/api/leads"]')
    await form.getByLabel('Full name').fill('Agent 007')
    await form.getByRole('textbox', { name: /^Email/ }).fill('aisha@')
    await form.getByRole('textbox', { name: 'Phone number' }).fill('12')
    await form.getByRole('button', { name: 'Get my free consultation' }).click()
    await form.getByText('Name cannot contain numbers').waitFor()
    expect(await form.getByText('Please enter a valid email address').count()).toBe(1)
    expect(await form.getByText('Please enter a valid phone number').count()).toBe(1)

    // Hold the answer back to see the submitting state
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/leads', async (route) => {
      await held
      await route.continue()
    })
    await fillLead(page, form, unique('landing'))
    const request = page.waitForRequest('**/api/leads')
    await form.getByRole('button', { name: 'Get my free consultation' }).click()
    await form.getByRole('button', { name: 'Submitting...' }).waitFor()
    const sent = await request
    release()
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor()
    expect(await page.getByText(REFERENCE).count()).toBe(1)

    const body = JSON.parse(sent.postData()!) as Record<string, unknown>
    expect(body).toMatchObject({
      kind: 'landing',
      page: '/high-rentals',
      locale: 'en',
      utmSource: 'google',
      utmCampaign: 'yields',
    })
    expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(body).not.toHaveProperty('marketingOptIn')
  })

  it('works without JavaScript: errors beside the fields with the input kept, then the thank-you', async () => {
    const page = await browser.newPage({ ...asVisitor(), javaScriptEnabled: false })
    // The answer to refused details is a page with status 400, which Chromium logs
    browser.allowError(/status of 400 \(Bad Request\) \(\/api\/leads\)/)
    await page.goto('/high-rentals')
    const form = page.locator('form[action="/api/leads"]')
    await form.getByLabel('Full name').fill('A')
    await form.getByRole('textbox', { name: /^Email/ }).fill(unique('nojs'))
    await form.getByRole('textbox', { name: 'Phone number' }).fill('050 123 4567')
    await form.getByRole('button', { name: 'Get my free consultation' }).click()
    await page.getByText('Name must be at least 2 characters').waitFor()
    expect(await page.getByText('Please correct the fields marked below.').count()).toBe(1)
    expect(await page.getByRole('textbox', { name: 'Phone number' }).inputValue()).toBe(
      '050 123 4567'
    )

    await page.locator('form[action="/api/leads"]').getByLabel('Full name').fill('Aisha Rahman')
    await page.getByRole('button', { name: 'Get my free consultation' }).click()
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor()
    expect(await page.getByText(REFERENCE).count()).toBe(1)
    expect(
      await page.getByRole('link', { name: 'Back to the page you were on' }).getAttribute('href')
    ).toBe('/high-rentals')
  })

  it('keeps a submission made offline and sends it when the connection returns', async () => {
    const page = await browser.newPage(asVisitor())
    await page.goto('/contact?kind=call')
    await islandsReady(page)
    const form = page.locator('form[action="/api/leads"]').first()
    await fillLead(page, form, unique('offline'))
    // What submitting needs loads while the visitor types; then the connection goes
    await page.waitForLoadState('networkidle')
    await page.context().setOffline(true)
    await form.getByRole('button', { name: 'Request a call' }).click()
    await page.getByText('You are offline').first().waitFor()
    await form.getByText('Waiting to send').waitFor()
    // Nothing typed is lost
    expect(await form.getByLabel('Full name').inputValue()).toBe('Aisha Rahman')

    const sent = page.waitForRequest('**/api/leads')
    await page.context().setOffline(false)
    const request = await sent
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor()
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(await page.evaluate(() => localStorage.getItem('pending_submissions'))).toBeNull()
  })
})
