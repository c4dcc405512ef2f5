import { describe, expect, it } from 'vitest'
import { homeVisit } from '../../src/i18n/home-visit'

const visit = (headers: Record<string, string>) => homeVisit(new Headers(headers))
const stored = (code: string, name: string) =>
  `country=${encodeURIComponent(JSON.stringify({ code, name }))}`

describe('a visit to / decided from its headers alone', () => {
  it('reads the language cookie first, among other cookies', () => {
    expect(
      visit({ Cookie: `${stored('FR', 'France')}; i18n_language=ru`, 'CF-IPCountry': 'DE' })
    ).toEqual({ locale: 'ru', newCountry: undefined, countryUnknown: false })
  })

  it('stores the edge country only when none is stored', () => {
    expect(visit({ 'CF-IPCountry': 'US', 'Accept-Language': 'ar' })).toEqual({
      locale: 'en',
      newCountry: { code: 'US', name: 'United States' },
      countryUnknown: false,
    })
    expect(visit({ Cookie: stored('FR', 'France'), 'CF-IPCountry': 'US' })).toEqual({
      locale: 'fr',
      newCountry: undefined,
      countryUnknown: false,
    })
  })

  it('falls back to Accept-Language, then English, and says when no country was known', () => {
    expect(visit({ 'CF-IPCountry': 'XX', 'Accept-Language': 'ja, it;q=0.8' })).toEqual({
      locale: 'it',
      newCountry: undefined,
      countryUnknown: true,
    })
    expect(visit({})).toEqual({ locale: 'en', newCountry: undefined, countryUnknown: true })
    // a language cookie, even one naming no locale, is not a visit without a country
    expect(visit({ Cookie: 'i18n_language=xx' }).countryUnknown).toBe(false)
  })
})
