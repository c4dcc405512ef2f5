import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { translator } from '../../src/i18n/messages'
import { DESKTOP, htmlAttributes, PHONE, useBrowser } from './browser'
import { renderDeferredBands } from './support.mjs'

/** Where the header's logo and Contact links sit, as fractions of the window width. */
async function headerPositions(page: Page, locale: 'en' | 'ar' | 'he') {
  const t = translator(locale)
  const header = page.getByRole('banner')
  const centre = async (name: string) => {
    const box = (await header.getByRole('link', { name, exact: true }).boundingBox())!
    return (box.x + box.width / 2) / DESKTOP.width
  }
  return { logo: await centre(t('brand.homeLink')), contact: await centre(t('nav.contact')) }
}

/** How many pixels the page is wider than the window: above 0 means a horizontal scrollbar. */
async function overflow(page: Page) {
  await renderDeferredBands(page)
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

describe('right-to-left locales', () => {
  const browser = useBrowser()

  it.each([
    ['/ar', 'ar-AE'],
    ['/he', 'he-IL'],
  ])('%s renders right to left as %s', async (path, lang) => {
    const page = await browser.newPage()
    await page.goto(path)
    expect(await htmlAttributes(page)).toMatchObject({ lang, dir: 'rtl' })
  })

  it('mirrors the header in Arabic: logo on the right, Contact on the left', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/ar')
    const { logo, contact } = await headerPositions(page, 'ar')
    expect(logo).toBeGreaterThan(0.5)
    expect(contact).toBeLessThan(0.5)
  })

  it('keeps the logo on the left and Contact on the right in English', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/')
    const { logo, contact } = await headerPositions(page, 'en')
    expect(logo).toBeLessThan(0.5)
    expect(contact).toBeGreaterThan(0.5)
  })

  it.each([
    '/ar',
    '/ar/catalog',
    '/ar/partners',
    '/ar/feedback',
    '/ar/vienna',
    '/vienna-rak',
    '/he/contact',
  ])('%s has no horizontal scrollbar at phone width', async (path) => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto(path)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
  })
})
