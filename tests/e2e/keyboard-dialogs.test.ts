// Dialogs and forms by keyboard: Tab stays inside, Escape gives focus back, errors are announced.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { LocaleCode } from '../../src/i18n/locales'
import { translator } from '../../src/i18n/messages'
import { islandsReady, PHONE, useBrowser } from './browser'
import { focused, focusWithin, hasFocus, POLL } from './keyboard-focus'

/**
 * Presses Tab (or Shift+Tab) more times than the dialog has controls: focus must stay inside and
 * come back round to a control it already visited.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab') {
  const controls = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input, select, textarea, summary')
        .length
  )
  expect(controls).toBeGreaterThan(1)
  const stops: string[] = []
  for (let press = 0; press < controls + 2; press++) {
    await page.keyboard.press(key)
    expect(await focusWithin(dialog), `${key} ${press + 1}: ${await focused(page)}`).toBe(true)
    stops.push(await focused(page))
  }
  expect(new Set(stops).size, `${key} comes back round`).toBeLessThan(stops.length)
}

/** Escape closes the dialog and focus goes back to the control that opened it. */
async function expectEscapeReturnsFocus(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await expect.poll(() => hasFocus(opener), POLL).toBe(true)
}

/** Focuses a control as a keyboard user reaches it, and activates it with Enter. */
async function pressEnterOn(page: Page, control: Locator) {
  await control.focus()
  await page.keyboard.press('Enter')
}

describe('dialogs and forms with the keyboard', () => {
  const browser = useBrowser()

  it.each<LocaleCode>(['en', 'ar'])(
    "a consultant's dialog keeps Tab inside, closes on Escape and gives focus back (%s)",
    async (locale) => {
      const t = translator(locale)
      const page = await browser.newPage()
      await page.goto(locale === 'en' ? '/our-team' : `/${locale}/our-team`)
      await islandsReady(page)
      const opener = page
        .getByRole('link', { name: new RegExp(`^${t('team.viewProfile')}`) })
        .nth(2)
      await pressEnterOn(page, opener)
      const dialog = page.getByRole('dialog')
      await dialog.waitFor(POLL)
      await expect.poll(() => focusWithin(dialog), POLL).toBe(true)

      await expectFocusTrapped(page, dialog, 'Tab')
      await expectFocusTrapped(page, dialog, 'Shift+Tab')
      await expectEscapeReturnsFocus(page, dialog, opener)
    }
  )

  it('the request-call modal keeps Tab inside, announces its errors, and gives focus back on Escape', async () => {
    const t = translator('en')
    const page = await browser.newPage()
    await page.goto('/privacy')
    await islandsReady(page)
    const opener = page.getByRole('banner').getByRole('link', { name: t('consultationForm.open') })
    await pressEnterOn(page, opener)
    const dialog = page.getByRole('dialog', { name: t('consultationForm.titles.call') })
    await dialog.waitFor(POLL)
    await expect.poll(() => focusWithin(dialog), POLL).toBe(true)
    await expectFocusTrapped(page, dialog, 'Tab')
    await expectFocusTrapped(page, dialog, 'Shift+Tab')

    // Sent empty from the keyboard: each field says what is wrong, where a screen reader finds it
    await pressEnterOn(
      page,
      dialog.getByRole('button', { name: t('consultationForm.submits.call') })
    )
    const name = dialog.getByRole('textbox', { name: t('forms.fullName') })
    await expect.poll(() => name.getAttribute('aria-invalid'), POLL).toBe('true')
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true)
    for (const [field, message] of [
      [name, t('consultationForm.errors.name')],
      [
        dialog.getByRole('textbox', { name: new RegExp(`^${t('forms.email')}`) }),
        t('consultationForm.errors.email'),
      ],
      [dialog.getByRole('textbox', { name: t('forms.phone') }), t('consultationForm.errors.phone')],
    ] as const) {
      expect(await field.getAttribute('aria-invalid')).toBe('true')
      expect(await describedText(field)).toContain(message)
      expect(await announced(page, message)).toBe(true)
    }

    await expectEscapeReturnsFocus(page, dialog, opener)
  })

  it('the feedback form sent empty from the keyboard announces its errors and focuses the first', async () => {
    const t = translator('en')
    const page = await browser.newPage()
    await page.goto('/feedback')
    await islandsReady(page)
    await pressEnterOn(page, page.getByRole('button', { name: t('feedbackForm.submit') }))
    const rating = page.getByRole('group', { name: t('feedbackForm.rating') })
    await expect.poll(() => rating.getAttribute('aria-invalid'), POLL).toBe('true')
    expect(await describedText(rating)).toContain(t('feedbackForm.errors.rating'))
    expect(await announced(page, t('feedbackForm.errors.rating'))).toBe(true)
    await expect.poll(() => focusWithin(rating), POLL).toBe(true)
    const message = page.getByRole('textbox', { name: t('feedbackForm.message') })
    expect(await message.getAttribute('aria-invalid')).toBe('true')
    expect(await announced(page, await describedText(message))).toBe(true)
  })

  it('the careers questionnaire keeps Tab inside and gives focus back on Escape', async () => {
    const t = translator('en')
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/careers')
    await islandsReady(page)
    const opener = page.getByText(t('questionnaire.open'))
    await pressEnterOn(page, opener)
    const dialog = page.getByRole('dialog', { name: t('questionnaire.title') })
    await dialog.waitFor(POLL)
    await expect.poll(() => focusWithin(dialog), POLL).toBe(true)
    await expectFocusTrapped(page, dialog, 'Tab')
    await expectEscapeReturnsFocus(page, dialog, opener)
  })

  it.each<LocaleCode>(['en', 'ar'])(
    'the careers questionnaire walked by keyboard in %s shows no error before the step is sent',
    async (locale) => {
      const t = translator(locale)
      const page = await browser.newPage({ viewport: PHONE })
      await page.goto(locale === 'en' ? '/careers' : `/${locale}/careers`)
      await islandsReady(page)
      await pressEnterOn(page, page.getByText(t('questionnaire.open')))
      const dialog = page.getByRole('dialog', { name: t('questionnaire.title') })
      await dialog.waitFor(POLL)
      for (let step = 2; step <= 5; step++) {
        await pressEnterOn(page, dialog.getByRole('button', { name: t('questionnaire.next') }))
        await dialog.getByText(t('questionnaire.step', { current: step, total: 5 })).waitFor(POLL)
      }
      // on the contact step, with the focus passed through its fields: still nothing in red
      const name = dialog.getByRole('textbox', { name: t('forms.fullName') })
      await name.focus()
      await page.keyboard.press('Tab')
      await page.waitForTimeout(300)
      expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(0)
      // sent empty: now, and only now, each required field says what it needs
      await pressEnterOn(page, dialog.getByRole('button', { name: t('questionnaire.submit') }))
      await expect.poll(() => name.getAttribute('aria-invalid'), POLL).toBe('true')
    }
  )
})

/** The text of the elements named by the control's aria-describedby. */
function describedText(control: Locator) {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
  )
}

/** True when the message is shown inside a live region (aria-live, role=alert or status). */
function announced(page: Page, message: string) {
  return page.evaluate((message) => {
    const live = document.querySelectorAll(
      '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"]'
    )
    return [...live].some((region) => region.textContent?.includes(message))
  }, message)
}
