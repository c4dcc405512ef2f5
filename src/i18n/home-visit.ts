import { parse } from 'hono/utils/cookie'
import { LANGUAGE_COOKIE } from './cookie'
import { COUNTRY_COOKIE, countryFromCode, storedCountry, type Country } from './country'
import { detectLocale } from './detect'
import type { LocaleCode } from './locales'

/** What every answer at `/` varies on: the three things its locale is read from. */
export const HOME_VARY = 'Cookie, Accept-Language, CF-IPCountry'

export interface HomeVisit {
  locale: LocaleCode
  /** the edge's country when none is stored yet: the answer stores it (SPEC.md section 4) */
  newCountry?: Country
  /** neither a language cookie nor a country: logged as a warning (SPEC.md section 8) */
  countryUnknown: boolean
}

/**
 * A visit to `/`, decided from its request headers alone (DESIGN.md, "Locale detection"): the
 * language cookie, else the stored or edge country, else Accept-Language (detectLocale). Pure
 * and needing no context: the first step of the request's locale (./request-locale.ts), which
 * the early cache path and the route both read.
 */
export function homeVisit(headers: Headers): HomeVisit {
  const cookieHeader = headers.get('Cookie')
  const cookies = cookieHeader ? parse(cookieHeader) : {}
  const language = cookies[LANGUAGE_COOKIE]
  const stored = storedCountry(cookies[COUNTRY_COOKIE])
  const newCountry = stored ? undefined : countryFromCode(headers.get('CF-IPCountry'))
  const country = stored ?? newCountry
  const { locale } = detectLocale({
    cookie: language,
    country: country?.code,
    acceptLanguage: headers.get('Accept-Language'),
  })
  return { locale, newCountry, countryUnknown: !country && !language }
}
