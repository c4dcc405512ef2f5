import { describe, expect, it } from 'vitest'
import { getLocale } from '../../src/i18n/locales'
import { localePath, STATIC_PAGES, type PageName } from '../../src/route-table'
import { islandsReady, useBrowser } from './browser'

const ARABIC_SAMPLE: PageName[] = ['index', 'catalog', 'vienna', 'feedback', 'contact']

describe('every page type loads without a console error', () => {
  const browser = useBrowser()

  const cases = [
    ...STATIC_PAGES.map((page) => ({ page, locale: 'en' as const })),
    ...ARABIC_SAMPLE.map((page) => ({ page, locale: 'ar' as const })),
  ]

  it.each(cases)('$page in $locale', async ({ page: name, locale }) => {
    const path = (localePath as (p: PageName, l: string) => string)(name, locale)
    const page = await browser.newPage()
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await islandsReady(page)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await page.evaluate(() => document.body.dataset.route)).toBe(`${name}___${locale}`)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(getLocale(locale).iso)
  })
})
