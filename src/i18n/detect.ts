import { parseAccept } from 'hono/utils/accept'
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from './locales'

export interface DetectionInput {
  /** value of the `i18n_language` cookie */
  cookie?: string | null
  /** value of the `CF-IPCountry` header */
  country?: string | null
  /** value of the `Accept-Language` header */
  acceptLanguage?: string | null
}

export type DetectionSource = 'cookie' | 'country' | 'accept-language' | 'default'

export interface Detection {
  locale: LocaleCode
  source: DetectionSource
}

/**
 * Decides the locale for a visit to `/`: the cookie, else the visitor's country, else the
 * browser's languages, else English. Pure, so the rule is tested apart from the worker.
 */
export function detectLocale({ cookie, country, acceptLanguage }: DetectionInput): Detection {
  const fromCookie = cookie?.trim().toLowerCase()
  if (isLocaleCode(fromCookie)) return { locale: fromCookie, source: 'cookie' }

  const fromCountry = localeForCountry(country)
  if (fromCountry) return { locale: fromCountry, source: 'country' }

  const fromBrowser = localeForAcceptLanguage(acceptLanguage)
  if (fromBrowser) return { locale: fromBrowser, source: 'accept-language' }

  return { locale: DEFAULT_LOCALE, source: 'default' }
}

/**
 * The first locale whose country list holds the country, else the first whose code equals it.
 * Country lists are read first so that Argentina (AR) gets Spanish, not Arabic.
 */
export function localeForCountry(country: string | null | undefined): LocaleCode | undefined {
  const code = country?.trim().toUpperCase()
  // Cloudflare sends XX for unknown and T1 for Tor
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'T1') return undefined
  return (
    LOCALES.find((locale) => locale.countries.includes(code))?.code ??
    LOCALES.find((locale) => locale.code.toUpperCase() === code)?.code
  )
}

/**
 * Picks the supported locale the browser prefers most, by quality then order. The header is read
 * by Hono's parser (the one behind `hono/accepts` and `hono/language`); a tag counts by its
 * primary language (`tr-TR` is Turkish).
 */
export function localeForAcceptLanguage(header: string | null | undefined): LocaleCode | undefined {
  for (const { type, params, q } of parseAccept(header ?? '')) {
    // Hono reads a malformed quality (`q=abc`) as 1; no browser sends one, so it counts as 0
    if (q === 0 || !Number.isFinite(Number(params.q ?? 1))) continue
    const primary = type.toLowerCase().split('-')[0]
    // `iw` is the legacy code for Hebrew that some browsers still send
    const code = primary === 'iw' ? 'he' : primary
    if (isLocaleCode(code)) return code
  }
  return undefined
}

export interface RegistrationInput {
  /** the `language` field the registering page sent */
  field?: unknown
  /** the path of the page it was sent from (the Referer, when it names this site) */
  pagePath?: string
  /** value of the `i18n_language` cookie */
  cookie?: string | null
}

/**
 * The language a partner registers in, kept on their account for the e-mails the CMS writes
 * them (cms/src/mail): the `language` the page sent, else the locale of the page it was sent
 * from, else the visitor's language cookie, else English.
 */
export function registrationLocale({ field, pagePath, cookie }: RegistrationInput): LocaleCode {
  const sent = typeof field === 'string' ? field.trim().toLowerCase() : undefined
  if (isLocaleCode(sent)) return sent
  if (pagePath !== undefined) {
    const first = pagePath.split('/')[1]
    return isLocaleCode(first) ? first : DEFAULT_LOCALE
  }
  const chosen = cookie?.trim().toLowerCase()
  return isLocaleCode(chosen) ? chosen : DEFAULT_LOCALE
}
