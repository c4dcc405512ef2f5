// The other forms in the browser: newsletter signup, careers questionnaire, partners, feedback.
import { describe, expect, it } from 'vitest'
import { islandsReady, PHONE, useBrowser } from './browser'
import { expectNoViolations } from './axe-scan'
import { asVisitor, unique } from './form-visitor'
import { signToken } from '../../src/lib/signed-token'
import { LOCAL_NEWSLETTER_SECRET } from '../../src/server/newsletter-links'

describe('the newsletter signup', () => {
  const browser = useBrowser()

  it('subscribes from the footer, confirms by the link, then says the address is subscribed', async () => {
    const email = unique('news')
    const page = await browser.newPage(asVisitor())
    await page.goto('/')
    await islandsReady(page)
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Email address').fill(email)
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/newsletter'))
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await footer.getByText('Check your inbox').waitFor()
    // the link the CMS mails (signed with the stand-in secret of a site without NEWSLETTER_SECRET)
    const { id } = (await (await answer).json()) as { id: string }
    const token = await signToken(LOCAL_NEWSLETTER_SECRET, 'confirm', id, Date.now())
    await page.goto(`/newsletter/confirm?token=${token}`)
    await page.getByRole('status').getByText('Subscribed!').waitFor()

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

  it('unsubscribes in Arabic with the button, without JavaScript or signing in', async () => {
    const email = unique('leaving')
    const page = await browser.newPage({ ...asVisitor(), javaScriptEnabled: false })
    await page.goto('/ar')
    const signup = await page.request.post('/api/newsletter', {
      data: { email, locale: 'ar' },
      headers: { Origin: new URL(page.url()).origin },
    })
    const { id } = (await signup.json()) as { id: string }
    const link = (purpose: 'confirm' | 'unsubscribe') =>
      signToken(LOCAL_NEWSLETTER_SECRET, purpose, id, Date.now())
    await page.goto(`/ar/newsletter/confirm?token=${await link('confirm')}`)
    await page.getByRole('status').getByText('تم الاشتراك!').waitFor()

    const unsubscribe = `/ar/newsletter/unsubscribe?token=${await link('unsubscribe')}`
    // axe runs as a script: the page that asks is scanned with scripts on (a GET changes nothing)
    const scanned = await browser.newPage(asVisitor())
    await scanned.goto(unsubscribe)
    await expectNoViolations(scanned, expect, { colourWithin: 'main', dark: false })

    await page.goto(unsubscribe)
    await page.getByText(`هل تريد إيقاف إرسال النشرة إلى ${email}؟`).waitFor()
    await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click()
    await page.getByRole('status').getByText('تم إلغاء اشتراكك').waitFor()
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
