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

/** Picks the supported locale the browser prefers most, by quality then order. */
export function localeForAcceptLanguage(header: string | null | undefined): LocaleCode | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      }
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)

  for (const { tag } of ranked) {
    const primary = tag.split('-')[0]
    // `iw` is the legacy code for Hebrew that some browsers still send
    const code = primary === 'iw' ? 'he' : primary
    if (isLocaleCode(code)) return code
  }
  return undefined
}
