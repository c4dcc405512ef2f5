// axe-core in the open states, in English and Arabic: menus, dialogs, forms with errors, a toast.
import type { Locator } from 'playwright-core'
import { describe, it } from 'vitest'
import { translator } from '../../src/i18n/messages'
import {
  expectNoViolations,
  inPage,
  LOCALES,
  pathOf,
  transitionsEnded,
  useAxeBrowser,
} from './axe-scan'
import { islandsReady, PHONE } from './browser'

/** Forms load their validation on first use: give a busy machine time. */
const POLL = { timeout: 10_000 }
/** Where an open dialog's colours, or the header's open menu's, are checked (expectNoViolations) */
const DIALOG = '[role="dialog"]'
const OPEN_MENU = 'header details[open]'

describe.concurrent('axe-core finds no accessibility violation', () => {
  useAxeBrowser()

  it.for(LOCALES)('with the phone menu open in %s, light and dark', (locale, { expect }) =>
    inPage(expect, { viewport: PHONE, isMobile: true }, async (page) => {
      await page.goto(pathOf('index', locale))
      await islandsReady(page)
      const menu = page
        .getByRole('banner')
        .getByRole('group')
        .filter({ hasText: translator(locale)('nav.menu') })
      await menu.click()
      await expect.poll(() => menu.getAttribute('open'), POLL).toBe('')
      await expectNoViolations(page, expect, { colourWithin: OPEN_MENU })
    })
  )

  it.for(LOCALES)("with a consultant's dialog open in %s, light and dark", (locale, { expect }) =>
    inPage(expect, {}, async (page) => {
      const t = translator(locale)
      await page.goto(pathOf('our-team', locale))
      await islandsReady(page)
      await page
        .getByRole('link', { name: new RegExp(`^${t('team.viewProfile')}`) })
        .first()
        .click()
      await page.getByRole('dialog').waitFor()
      await transitionsEnded(page)
      await expectNoViolations(page, expect, { colourWithin: DIALOG })
    })
  )

  it.for(LOCALES)(
    'with the photo viewer open on a phone in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, { viewport: PHONE, isMobile: true, hasTouch: true }, async (page) => {
        const t = translator(locale)
        await page.goto(pathOf('catalog-id', locale))
        await islandsReady(page)
        await page
          .getByRole('region', { name: t('property.photos') })
          .getByRole('link')
          .first()
          .tap()
        await page.getByRole('dialog', { name: t('property.photos') }).waitFor()
        await expectNoViolations(page, expect, { colourWithin: DIALOG })
      })
  )

  it.for(LOCALES)(
    'with the request-call modal showing its errors in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, {}, async (page) => {
        const t = translator(locale)
        await page.goto(pathOf('privacy', locale))
        await islandsReady(page)
        await page
          .getByRole('banner')
          .getByRole('link', { name: t('consultationForm.open') })
          .click()
        const dialog = page.getByRole('dialog', { name: t('consultationForm.titles.call') })
        await dialog.waitFor()
        await dialog.getByRole('button', { name: t('consultationForm.submits.call') }).click()
        await expect.poll(() => invalidCount(dialog), POLL).toBeGreaterThan(0)
        await expectNoViolations(page, expect, { colourWithin: DIALOG })
      })
  )

  it.for(LOCALES)(
    'with the contact form showing its errors in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, {}, async (page) => {
        const t = translator(locale)
        await page.goto(`${pathOf('contact', locale)}?kind=call`)
        await islandsReady(page)
        const form = page.locator('form[action="/api/leads"]').first()
        await form.getByRole('button', { name: t('consultationForm.submits.call') }).click()
        await expect.poll(() => invalidCount(form), POLL).toBeGreaterThan(0)
        await expectNoViolations(page, expect, { colourWithin: 'form[action="/api/leads"]' })
      })
  )

  it.for(LOCALES)(
    'with the feedback form showing its errors in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, {}, async (page) => {
        const t = translator(locale)
        await page.goto(pathOf('feedback', locale))
        await islandsReady(page)
        await page.getByRole('button', { name: t('feedbackForm.submit') }).click()
        await expect.poll(() => invalidCount(page.getByRole('main')), POLL).toBeGreaterThan(0)
        await expectNoViolations(page, expect, { colourWithin: 'main form' })
      })
  )

  it.for(LOCALES)('with the language menu open in %s, light and dark', (locale, { expect }) =>
    inPage(expect, {}, async (page) => {
      await page.goto(pathOf('catalog', locale))
      await islandsReady(page)
      await page.getByRole('banner').getByText(locale.toUpperCase(), { exact: true }).click()
      await page.getByRole('list', { name: translator(locale)('language.label') }).waitFor()
      await expectNoViolations(page, expect, { colourWithin: OPEN_MENU })
    })
  )

  it.for(LOCALES)(
    'on the answer page of a form sent the no-JavaScript way, with its errors, in %s, light and dark',
    (locale, { expect }) =>
      inPage(
        expect,
        {
          // another visitor for each locale, well inside the rate limit of form posts
          extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${locale === 'en' ? 211 : 212}` },
          // the answer to refused details has status 400, which Chromium logs
          allowError: /status of 400 \(Bad Request\) \(\/api\/leads\)/,
        },
        async (page) => {
          const t = translator(locale)
          await page.goto(pathOf('high-rentals', locale))
          const form = page.locator('form[action="/api/leads"]')
          await form.getByLabel(t('forms.fullName')).fill('A')
          await form
            .getByRole('textbox', { name: new RegExp(`^${t('forms.email')}`) })
            .fill(`a11y-${locale}-${Date.now()}@example.com`)
          await form.getByRole('textbox', { name: t('forms.phone') }).fill('050 123 4567')
          // A plain form post, as without JavaScript (axe itself needs scripts in the page): the
          // server answers with the form again, its errors beside the fields
          await Promise.all([
            page.waitForURL('**/api/leads'),
            form.evaluate((element: HTMLFormElement) => element.submit()),
          ])
          await islandsReady(page)
          expect(await invalidCount(page.getByRole('main'))).toBeGreaterThan(0)
          await expectNoViolations(page, expect)
        }
      )
  )

  it.for(LOCALES)('with an error toast showing in %s, light and dark', (locale, { expect }) =>
    inPage(expect, {}, async (page) => {
      const t = translator(locale)
      await page.goto(pathOf('refactor-example', locale))
      await islandsReady(page)
      await page.getByRole('button', { name: t('kit.toasts.error') }).click()
      const toast = page.getByRole('listitem').filter({ hasText: t('kit.toasts.errorTitle') })
      await toast.waitFor(POLL)
      // the pointer over it keeps it open (Radix pauses its 5 s timer) while axe runs
      await toast.hover()
      await transitionsEnded(page)
      await expectNoViolations(page, expect, { colourWithin: 'li[data-state="open"]' })
      expect(await toast.isVisible()).toBe(true)
    })
  )

  it.for(LOCALES)(
    'with the careers questionnaire open in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, {}, async (page) => {
        const t = translator(locale)
        await page.goto(pathOf('careers', locale))
        await islandsReady(page)
        await page.getByText(t('questionnaire.open')).click()
        await page.getByRole('dialog').waitFor()
        await transitionsEnded(page)
        await expectNoViolations(page, expect, { colourWithin: DIALOG })
      })
  )
})

/** Fields marked invalid inside the scope. */
function invalidCount(scope: Locator) {
  return scope.locator('[aria-invalid="true"]').count()
}
