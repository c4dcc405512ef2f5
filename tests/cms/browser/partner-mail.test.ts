import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import ar from '../../../locales/ar.json'
import de from '../../../locales/de.json'
import en from '../../../locales/en.json'
import { expectNoViolations } from '../../e2e/axe-scan'
import { islandsReady, useBrowser } from '../../e2e/browser'

// The partner e-mails end to end, as a partner lives them: Strapi (Postgres, its mail over SMTP
// to a local sink) writes in the partner's language, the test reads the mail as they would,
// opens its link in Chromium and completes the flow on the site, without a script of its own.

const baseURL = inject('baseURL')
const MAIL_API = process.env.CMS_TEST_MAIL_API!

interface Mail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
}

/** The mails that reached the sink for an address, once there are at least `count`. */
async function mailsTo(address: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const mails = (await (
      await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(address)}`)
    ).json()) as Mail[]
    if (mails.length >= count) return mails
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${address}`)
    await new Promise((done) => setTimeout(done, 250))
  }
}

/** The link of a mail's text that opens the site at this path. */
function linkIn(mail: Mail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(baseURL + path))
  if (!link) throw new Error(`no link to ${path} in:\n${mail.text}`)
  return link
}

let visitors = 0
/** Each test a visitor of its own, so the sign-in limits count them apart. */
const visitor = () => ({
  extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${60 + ++visitors}` },
})

const account = (name: string) => {
  const unique = `${name}${Date.now()}${Math.random().toString(36).slice(2, 6)}`
  return { username: unique, email: `${unique}@partners.example`, password: 'a first password' }
}

/** Registers through the site's API, as the site's own pages would, in a language. */
async function register(page: Page, who: ReturnType<typeof account>, language: string) {
  const response = await page.request.post('/api/auth/local/register', {
    data: { ...who, language },
    headers: { Origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** A form field by its label, which ends with the required mark (`Email *`). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === '__Host-session')

describe('the partner e-mails, end to end', () => {
  const browser = useBrowser()

  it('confirms a new partner from the e-mail in their language, and signs them in', async () => {
    // the refused sign-in and the spent links answer 400, which Chromium logs
    browser.allowError(/status of 400 .*\/de\/partners\/(sign-in|confirm-email)/)
    const page = await browser.newPage(visitor())
    const who = account('neu')
    await register(page, who, 'de')
    expect(await sessionCookie(page)).toBeUndefined()

    // before confirming, signing in is refused, with a new link offered
    await page.goto('/de/partners/sign-in')
    await field(page, de.auth.identifier).fill(who.email)
    await field(page, de.auth.password).fill(who.password)
    await page.getByRole('button', { name: de.auth.signIn, exact: true }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(de.auth.errors.unconfirmed)
    await islandsReady(page)
    await expectNoViolations(page, expect, { colourWithin: 'main' })
    await page.getByRole('button', { name: de.auth.resendConfirmation }).click()
    await page.getByRole('status').filter({ hasText: de.auth.confirmationSent }).waitFor()

    const [first, second] = await mailsTo(who.email, 2)
    for (const mail of [first!, second!]) {
      expect(mail.subject).toBe(de.partnerMail.confirm.subject)
      expect(mail.from).toContain('partners@arcadia.test')
      expect(mail.text).toContain(de.partnerMail.greeting.replace('{{name}}', who.username))
      expect(mail.html).toContain('lang="de"')
    }
    await page.goto(linkIn(second!, '/de/partners/confirm-email?confirmation='))
    await page.waitForURL('**/de/partners/dashboard')
    await page.getByRole('heading', { level: 1, name: de.pages.partnerDashboard.heading }).waitFor()
    expect((await sessionCookie(page))?.httpOnly).toBe(true)

    // the second link replaced the first, and a link works once
    for (const mail of [first!, second!]) {
      await page.goto(linkIn(mail, '/de/partners/confirm-email?confirmation='))
      expect(await page.getByRole('alert').textContent()).toBe(de.auth.errors.confirmLink)
    }
  })

  it('resets a forgotten password from the e-mail in their language, and signs them in', async () => {
    // the old password and the spent link answer 400, which Chromium logs
    browser.allowError(/status of 400 .*\/ar\/partners\/(sign-in|reset-password)/)
    const page = await browser.newPage(visitor())
    const who = account('reset')
    await register(page, who, 'ar')
    const [confirmation] = await mailsTo(who.email, 1)
    await page.goto(linkIn(confirmation!, '/ar/partners/confirm-email?confirmation='))
    await page.waitForURL('**/ar/partners/dashboard')
    await page.context().clearCookies()

    // asked for on the English page: the mail is in the language the partner chose
    await page.goto('/partners/sign-in')
    await page.getByText(en.auth.forgotPassword).click()
    await field(page, en.auth.email).fill(who.email)
    await page.getByRole('button', { name: en.auth.sendResetLink }).click()
    await page.getByRole('status').filter({ hasText: en.auth.resetSent }).waitFor()
    const reset = (await mailsTo(who.email, 2)).find(
      (mail) => mail.subject === ar.partnerMail.reset.subject
    )
    expect(reset?.html).toContain('dir="rtl"')
    const link = linkIn(reset!, '/ar/partners/reset-password?code=')

    await page.goto(link)
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await islandsReady(page)
    await expectNoViolations(page, expect, { colourWithin: 'main' })
    await field(page, ar.auth.newPassword).fill('a second password')
    await field(page, ar.auth.repeatPassword).fill('a second password')
    await page.getByRole('button', { name: ar.auth.savePassword }).click()
    await page.waitForURL('**/ar/partners/dashboard')
    await page.getByRole('button', { name: ar.auth.signOut }).click()
    await page.waitForURL('**/ar/partners/sign-in?signedOut')

    // the new password signs in, the old one no longer does
    for (const [password, ok] of [
      [who.password, false],
      ['a second password', true],
    ] as const) {
      await page.goto('/ar/partners/sign-in')
      await field(page, ar.auth.identifier).fill(who.email)
      await field(page, ar.auth.password).fill(password)
      await page.getByRole('button', { name: ar.auth.signIn, exact: true }).click()
      if (ok) await page.waitForURL('**/ar/partners/dashboard')
      else expect(await page.getByRole('alert').textContent()).toBe(ar.auth.errors.credentials)
    }

    // the link works once
    await page.goto(link)
    await field(page, ar.auth.newPassword).fill('a third password')
    await field(page, ar.auth.repeatPassword).fill('a third password')
    await page.getByRole('button', { name: ar.auth.savePassword }).click()
    expect(await page.getByRole('alert').textContent()).toBe(ar.auth.errors.resetLink)
  })

  it('answers forgot-password the same for an unknown address, and mails it nothing', async () => {
    const page = await browser.newPage(visitor())
    const nobody = `nobody${Date.now()}@nowhere.example`
    await page.goto('/partners/sign-in')
    await page.getByText(en.auth.forgotPassword).click()
    await field(page, en.auth.email).fill(nobody)
    await page.getByRole('button', { name: en.auth.sendResetLink }).click()
    await page.getByRole('status').filter({ hasText: en.auth.resetSent }).waitFor()
    await new Promise((done) => setTimeout(done, 1500))
    expect(await (await fetch(`${MAIL_API}/messages?to=${nobody}`)).json()).toEqual([])
  })
})
