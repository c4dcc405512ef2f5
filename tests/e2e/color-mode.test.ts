import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  bodyBackground,
  htmlAttributes,
  islandsReady,
  luminance,
  PHONE,
  useBrowser,
} from './browser'

const pressed = (button: Locator) => button.getAttribute('aria-pressed')

const isDark = async (page: Page, color?: string) =>
  (await luminance(page, color ?? (await bodyBackground(page)))) < 0.2

/** Records the theme and the body's background at the moment <body> is inserted, before paint. */
function recordFirstBody() {
  const observer = new MutationObserver(() => {
    if (!document.body) return
    observer.disconnect()
    Object.assign(window, {
      firstBody: {
        theme: document.documentElement.dataset.theme ?? null,
        background: getComputedStyle(document.body).backgroundColor,
      },
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

describe('colour mode', () => {
  const browser = useBrowser()

  it('Dark darkens the page at once', async () => {
    const page = await browser.newPage({ colorScheme: 'light' })
    await page.goto('/')
    await islandsReady(page)
    const dark = page
      .getByRole('group', { name: 'Colour mode' })
      .getByRole('button', { name: 'Dark' })
    expect(await pressed(dark)).toBe('false')
    expect(await isDark(page)).toBe(false)

    await dark.click()
    await expect.poll(() => pressed(dark)).toBe('true')
    expect((await htmlAttributes(page)).theme).toBe('dark')
    expect(await isDark(page)).toBe(true)
  })

  it('a stored Dark applies before the body is first painted, without a flash of light', async () => {
    const page = await browser.newPage({ colorScheme: 'light' })
    await page.context().addInitScript(recordFirstBody)
    await page.goto('/catalog')
    await islandsReady(page)
    await page.getByRole('button', { name: 'Dark' }).click()

    await page.reload()
    await islandsReady(page)
    const firstBody = await page.evaluate(
      () =>
        (window as unknown as { firstBody: { theme: string | null; background: string } }).firstBody
    )
    expect(firstBody.theme).toBe('dark')
    expect(await isDark(page, firstBody.background)).toBe(true)
    await expect.poll(() => pressed(page.getByRole('button', { name: 'Dark' }))).toBe('true')
  })

  it('System removes the choice and follows the operating system', async () => {
    const page = await browser.newPage({ colorScheme: 'light' })
    await page.goto('/')
    await islandsReady(page)
    await page.getByRole('button', { name: 'Dark' }).click()
    await page.getByRole('button', { name: 'System' }).click()

    expect((await htmlAttributes(page)).theme).toBe(null)
    await expect.poll(() => pressed(page.getByRole('button', { name: 'System' }))).toBe('true')
    expect(await isDark(page)).toBe(false)
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await isDark(page)).toBe(true)
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await isDark(page)).toBe(false)
  })

  it('sits inside the Menu disclosure at phone width', async () => {
    const page = await browser.newPage({ viewport: PHONE, colorScheme: 'light' })
    await page.goto('/')
    await islandsReady(page)
    expect(await page.getByRole('group', { name: 'Colour mode' }).count()).toBe(0)

    await page.getByRole('banner').getByRole('group').filter({ hasText: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main navigation' })
    await menu
      .getByRole('group', { name: 'Colour mode' })
      .getByRole('button', { name: 'Dark' })
      .click()
    expect((await htmlAttributes(page)).theme).toBe('dark')
    expect(await isDark(page)).toBe(true)
  })
})
