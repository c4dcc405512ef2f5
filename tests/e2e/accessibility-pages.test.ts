// Every page of the route table and the not-found page, in English and Arabic: each loads with
// no console error, one top heading, its route and language, and axe-core finds no violation.
import { describe, it } from 'vitest'
import { getLocale, type LocaleCode } from '../../src/i18n/locales'
import { PAGES, type PageName } from '../../src/route-table'
import { expectNoViolations, inPage, LOCALES, pathOf, useAxeBrowser } from './axe-scan'
import { islandsReady } from './browser'

/**
 * Every page of the route table. The partner dashboard is behind a session with the CMS (see
 * edge-integrations.test.ts); here it answers with its redirect to the sign-in page, which is
 * scanned as `partner-sign-in`.
 */
const PAGE_NAMES = (Object.keys(PAGES) as PageName[]).filter((name) => name !== 'partner-dashboard')

function localized(path: string, locale: LocaleCode) {
  return locale === 'en' ? path : `/${locale}${path}`
}

describe.concurrent('every page loads without an error and axe-core finds no violation', () => {
  useAxeBrowser()

  // Dark mode's colours are the same classes in every locale: its contrast is checked in English,
  // each page's light mode (every rule) in both
  const cases = LOCALES.flatMap((locale) => {
    const dark = locale === 'en'
    return PAGE_NAMES.map((name) => ({
      name,
      locale,
      dark,
      modes: dark ? 'light and dark' : 'light',
    }))
  })

  it.for(cases)('on $name in $locale, $modes', ({ name, locale, dark }, { expect }) =>
    inPage(expect, {}, async (page) => {
      const response = await page.goto(pathOf(name, locale))
      expect(response?.status()).toBe(200)
      await islandsReady(page)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(await page.evaluate(() => document.body.dataset.route)).toBe(`${name}___${locale}`)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(getLocale(locale).iso)
      await expectNoViolations(page, expect, { dark })
    })
  )

  it.for(LOCALES)('on the not-found page in %s, light and dark', (locale, { expect }) => {
    const path = localized('/no-such-page', locale)
    return inPage(expect, { notFound: path }, async (page) => {
      expect((await page.goto(path))?.status()).toBe(404)
      await islandsReady(page)
      await expectNoViolations(page, expect)
    })
  })
})
