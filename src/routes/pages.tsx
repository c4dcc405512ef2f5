import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { saveLanguageCookie, readLanguageCookie } from '../i18n/cookie'
import { rememberCountry } from '../i18n/country'
import { detectLocale } from '../i18n/detect'
import { redirectOnSite } from '../server/redirect'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../i18n/locales'
import { PAGE_LIST } from '../generated/pages'
import { serveWithEdgeCache } from '../render/edge-cache'
import { PageNotFound, renderPage } from '../render/render-page'
import { localePath, localizedPattern, pageScopes, validParams } from '../route-table'
import { log } from '../lib/log'

export const pages = new Hono<AppEnv>()

// Locale detection happens at `/` only: any other path names its locale.
pages.get('/', async (c, next) => {
  const cookie = readLanguageCookie(c)
  const country = rememberCountry(c)
  // SPEC.md section 8: no country detected, a warning, and no language change from it
  if (!country && !cookie) log.warn('locale.country-not-detected')
  const { locale } = detectLocale({
    cookie,
    country: country?.code,
    acceptLanguage: c.req.header('Accept-Language'),
  })
  c.header('Vary', 'Cookie, Accept-Language, CF-IPCountry')
  if (locale === DEFAULT_LOCALE) {
    c.header('Cache-Control', 'no-cache')
    return next()
  }
  saveLanguageCookie(c, locale)
  c.header('Cache-Control', 'private, no-store')
  return redirectOnSite(c, localePath('index', locale), '/', 302)
})

// `/en/...` is the unprefixed English page
pages.get('/en', (c) => redirectOnSite(c, '/' + new URL(c.req.url).search, '/', 301))
pages.get('/en/*', (c) => {
  const url = new URL(c.req.url)
  return redirectOnSite(c, url.pathname.slice(3) + url.search, '/', 301)
})

for (const page of PAGE_LIST) {
  for (const locale of LOCALE_CODES) {
    pages.get(localizedPattern(page.route.name, locale), async (c, next) => {
      const params: Record<string, string> = c.req.param()
      if (!validParams(page.route.name, params)) return next()
      const content = pageScopes(page.route.name, params, new URL(c.req.url).searchParams)
      const response = await serveWithEdgeCache(c, content, async () => {
        try {
          return await renderPage(c, page, params)
        } catch (error) {
          if (error instanceof PageNotFound) return null
          throw error
        }
      })
      return response ?? next()
    })
  }
}
