// The header's controls by keyboard, a visible focus ring at every tab stop, and the skip link.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { translator } from '../../src/i18n/messages'
import { islandsReady, useBrowser } from './browser'
import { focused, focusWithin, hasFocus, POLL } from './keyboard-focus'

describe('header controls with the keyboard', () => {
  const browser = useBrowser()

  /** Presses Tab until the control has focus, as a keyboard user gets there. */
  async function tabTo(page: Page, control: Locator) {
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab')
      if (await hasFocus(control)) return
    }
    throw new Error(`Tab never reached the control (last: ${await focused(page)})`)
  }

  it('the colour mode switch is reached with Tab and pressed with Space', async () => {
    const t = translator('en')
    const page = await browser.newPage({ colorScheme: 'light' })
    await page.goto('/blog')
    await islandsReady(page)
    const dark = page
      .getByRole('group', { name: t('colorMode.label') })
      .getByRole('button', { name: t('colorMode.dark') })
    await tabTo(page, dark)
    await page.keyboard.press('Space')
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme), POLL)
      .toBe('dark')
    expect(await dark.getAttribute('aria-pressed')).toBe('true')
    expect(await hasFocus(dark)).toBe(true)
  })

  it('the language menu opens with Enter and its languages are the next tab stops (ar)', async () => {
    const t = translator('ar')
    const page = await browser.newPage()
    await page.goto('/ar/catalog')
    await islandsReady(page)
    // the disclosure's summary reads "AR" beside a globe
    const summary = page
      .getByRole('banner')
      .locator('summary')
      .filter({ hasText: /^\s*AR\s*$/ })
    await tabTo(page, summary)
    await page.keyboard.press('Enter')
    const languages = page.getByRole('list', { name: t('language.label') })
    await languages.waitFor()
    await page.keyboard.press('Tab')
    expect(await focusWithin(languages)).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => !url.pathname.startsWith('/ar/'))
  })
})

describe('focus is visible', () => {
  const browser = useBrowser()

  /** Whether the focused element (or the label that draws it) shows an outline or a ring. */
  function focusIndicator(page: Page) {
    return page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return { visible: false, what: 'body' }
      const drawn = (target: Element) => {
        const style = getComputedStyle(target)
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        return outline || style.boxShadow !== 'none'
      }
      // a visually hidden radio or checkbox draws its ring on its label
      const box = element.getBoundingClientRect()
      const target =
        box.width <= 1 && box.height <= 1 ? (element.closest('label') ?? element) : element
      return {
        visible: element.matches(':focus-visible') && drawn(target),
        what: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
      }
    })
  }

  it.each([
    ['/', 'light'],
    ['/ar/catalog', 'dark'],
    ['/catalog/1', 'light'],
  ] as const)(
    'every link, button and field of %s reached with Tab shows a focus ring (%s)',
    async (path, colorScheme) => {
      const page = await browser.newPage({ colorScheme })
      await page.goto(path)
      await islandsReady(page)
      const stops = new Set<string>()
      for (let press = 0; press < 60; press++) {
        await page.keyboard.press('Tab')
        const { visible, what } = await focusIndicator(page)
        expect(visible, `tab stop ${press + 1}: ${what}`).toBe(true)
        stops.add(what)
      }
      expect(stops.size).toBeGreaterThan(20)
    }
  )

  it('the skip link shows on the first Tab and moves the next Tab into the main content', async () => {
    const t = translator('en')
    const page = await browser.newPage()
    await page.goto('/catalog')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: t('nav.skipToContent') })
    expect(await hasFocus(skip)).toBe(true)
    const box = (await skip.boundingBox())!
    expect(box.width).toBeGreaterThan(20)
    expect(box.y).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await focusWithin(page.getByRole('main'))).toBe(true)
  })
})
