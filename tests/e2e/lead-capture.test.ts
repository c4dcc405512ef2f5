import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { islandsReady, PHONE, useBrowser } from './browser'

const REFERENCE = /Your reference number: \u2066?[0-9A-Z]{4}-[0-9A-Z]{4}/

let visitor = 0
/**
 * Each test is another visitor (DESIGN.md: 20 form POSTs a minute per client), so the suite
 * never meets the rate limit that protects the site from floods.
 */
function asVisitor() {
  visitor += 1
  return { extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${visitor}` } }
}

const unique = (name: string) => `${name}-${Date.now()}-${visitor}@example.com`

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

describe('the newsletter signup', () => {
  const browser = useBrowser()

  it('subscribes from the footer, then says when the address is already subscribed', async () => {
    const email = unique('news')
    const page = await browser.newPage(asVisitor())
    await page.goto('/')
    await islandsReady(page)
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Email address').fill(email)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await footer.getByText('Subscribed!').waitFor()

    const again = await browser.newPage(asVisitor())
    browser.allowError(/status of 409/)
    await again.goto('/blog')
    await islandsReady(again)
    // the blog list's own newsletter card (its footer leaves the form out)
    const second = again.getByRole('main')
    await second.getByLabel('Email address').fill(email.toUpperCase())
    await second.getByRole('button', { name: 'Subscribe' }).click()
    await again.getByRole('status').getByText('Email Already Subscribed').first().waitFor()
    expect(
      await again.getByText('This email address is already subscribed to our newsletter.').count()
    ).toBeGreaterThan(0)
  })

  it('says Invalid email format for a bad address, in a toast and beside the field', async () => {
    const page = await browser.newPage(asVisitor())
    await page.goto('/')
    await islandsReady(page)
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Email address').fill('investor@')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText('Invalid email format').first().waitFor()
    expect(await footer.getByText('Please enter a valid email address.').count()).toBe(1)
  })
})

describe('the careers questionnaire', () => {
  const browser = useBrowser()

  it('goes through its steps with Next and Back and ends with Your Application is Submitted!', async () => {
    const page = await browser.newPage({ ...asVisitor(), viewport: PHONE })
    await page.goto('/careers')
    await islandsReady(page)
    await page.getByText('Start the questionnaire').click()
    const dialog = page.getByRole('dialog', { name: 'Career questionnaire' })
    await dialog.waitFor()
    await dialog.getByText('Step 1 of 5').waitFor()
    await dialog.getByText('Yes', { exact: true }).first().click()
    await dialog.getByText('3 to 5 years').click()
    // Closing and opening again loses no answer
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await page.getByText('Start the questionnaire').click()
    await dialog.waitFor()
    expect(await dialog.getByRole('radio', { name: '3 to 5 years' }).isChecked()).toBe(true)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('Step 2 of 5').waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByText('Step 1 of 5').waitFor()
    expect(await dialog.getByRole('radio', { name: '3 to 5 years' }).isChecked()).toBe(true)
    for (const step of [2, 3, 4, 5]) {
      await dialog.getByRole('button', { name: 'Next' }).click()
      await dialog.getByText(`Step ${step} of 5`).waitFor()
    }
    // Reaching the contact step shows no error before the visitor has done anything there
    await page.waitForTimeout(300)
    expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(0)
    expect(await dialog.getByText('Enter your full name to complete').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByText('Enter your full name to complete the contact information.').waitFor()
    expect(
      await dialog
        .getByText('Enter your correct email to complete the contact information.')
        .count()
    ).toBe(1)

    await dialog.getByLabel('Full name').fill('Omar Haddad')
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(unique('career'))
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByRole('heading', { name: 'Your Application is Submitted!' }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).last().click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
  })

  it('is one form on the page without JavaScript', async () => {
    const page = await browser.newPage({ ...asVisitor(), javaScriptEnabled: false })
    await page.goto('/careers')
    await page.getByText('Start the questionnaire').click()
    const form = page.locator('form[action="/api/careers"]')
    await form.getByText('Arabic', { exact: true }).click()
    await form.getByLabel('Full name').fill('Sara Ahmadi')
    await form.getByRole('textbox', { name: /^Email/ }).fill(unique('career-nojs'))
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('heading', { name: 'Your Application is Submitted!' }).waitFor()
  })
})

describe('the partner application and the feedback form', () => {
  const browser = useBrowser()

  it('sends a partner application', async () => {
    const page = await browser.newPage(asVisitor())
    await page.goto('/partners')
    await islandsReady(page)
    const form = page.locator('form[action="/api/partners"]')
    await form.getByLabel('Full name').fill('Lena Vogel')
    await form.getByRole('textbox', { name: /^Email/ }).fill(unique('partner'))
    await form.getByRole('combobox', { name: 'Country code' }).selectOption('DE')
    await form.getByRole('textbox', { name: 'Phone number' }).fill('030 901820')
    await form.getByLabel('You are').selectOption('agency')
    await form.getByLabel('Tell us about your network').fill('Investors in Berlin')
    await form.getByRole('button', { name: 'Apply to become a partner' }).click()
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor()
  })

  it('sends feedback with a rating', async () => {
    const page = await browser.newPage(asVisitor())
    await page.goto('/feedback')
    await islandsReady(page)
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await page.getByText('Please choose a rating from 1 to 5.').waitFor()
    await page.getByText('4', { exact: true }).click()
    await page.getByLabel('Your feedback').fill('Clear advice and quick answers.')
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor()
  })
})
