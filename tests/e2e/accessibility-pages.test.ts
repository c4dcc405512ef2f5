// axe-core on every page of the route table and on the not-found page, in English and Arabic.
import { describe, it } from 'vitest'
import type { LocaleCode } from '../../src/i18n/locales'
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

describe.concurrent('axe-core finds no accessibility violation', () => {
  useAxeBrowser()

  const cases = LOCALES.flatMap((locale) => PAGE_NAMES.map((name) => ({ name, locale })))

  it.for(cases)('on $name in $locale, light and dark', ({ name, locale }, { expect }) =>
    inPage(expect, {}, async (page) => {
      const response = await page.goto(pathOf(name, locale))
      expect(response?.status()).toBe(200)
      await islandsReady(page)
      await expectNoViolations(page, expect)
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
