import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { countryCookie } from '../i18n/country'
import { saveLanguageCookie } from '../i18n/cookie'
import { HOME_VARY, type HomeVisit } from '../i18n/home-visit'
import { resolveLocale } from '../i18n/request-locale'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { log } from '../lib/log'
import { pathOf } from '../lib/request-url'
import { earlyCacheHit } from '../render/edge-cache'
import { localePath } from '../route-table'
import { redirectOnSite } from '../server/redirect'

/** What a visit to `/` writes for this visitor alone: the country it stores, the warning. */
function visitorCookies(visit: HomeVisit): string[] {
  if (visit.countryUnknown) log.warn('locale.country-not-detected')
  return visit.newCountry ? [countryCookie(visit.newCountry)] : []
}

/**
 * Locale detection at `/` (DESIGN.md): a non-English visitor is redirected (302, never cached)
 * and keeps the language in a cookie; an English one gets the home page (null: the route goes
 * on to it), which every such visitor shares, so the edge cache may keep it.
 */
export function answerHomeVisit(c: Context<AppEnv>): Response | null {
  const visit = resolveLocale(c.req.raw).home!
  const cookies = visitorCookies(visit)
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true })
  c.header('Vary', HOME_VARY)
  if (visit.locale === DEFAULT_LOCALE) {
    c.header('Cache-Control', 'no-cache')
    // the early path below writes these itself: they are not the page's (keepPageHeaders)
    c.set('visitorCookies', cookies)
    return null
  }
  saveLanguageCookie(c, visit.locale)
  c.header('Cache-Control', 'private, no-store')
  return redirectOnSite(c, localePath('index', visit.locale), '/', 302)
}

/**
 * A page this isolate holds with its headers, answered before the middleware chain
 * (src/render/edge-cache.ts). At `/` the locale is decided first, from the request's headers
 * alone and as the route decides it: an English visitor gets the kept home page with the
 * cookies and warning of their own visit; any other goes the normal way to their redirect.
 */
export function earlyPageHit(request: Request, env: AppEnv['Bindings']): Response | null {
  // `/`, with or without a query
  if (pathOf(request.url) !== '/') return earlyCacheHit(request, env)
  if (request.method !== 'GET') return null
  const visit = resolveLocale(request).home!
  if (visit.locale !== DEFAULT_LOCALE) return null
  const response = earlyCacheHit(request, env)
  if (!response) return null
  for (const cookie of visitorCookies(visit)) response.headers.append('Set-Cookie', cookie)
  return response
}
