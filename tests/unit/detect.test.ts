import { describe, expect, it } from 'vitest'
import { detectLocale, localeForAcceptLanguage, localeForCountry } from '../../src/i18n/detect'

describe('locale detection at /', () => {
  it('takes the i18n_language cookie first, over country and browser', () => {
    expect(detectLocale({ cookie: 'de', country: 'FR', acceptLanguage: 'ar' })).toEqual({
      locale: 'de',
      source: 'cookie',
    })
  })

  it('keeps English when the cookie says en, whatever the country', () => {
    expect(detectLocale({ cookie: 'en', country: 'AE', acceptLanguage: 'ar' }).locale).toBe('en')
  })

  it('ignores a cookie that names no locale', () => {
    expect(detectLocale({ cookie: 'xx', country: 'AE' })).toEqual({
      locale: 'ar',
      source: 'country',
    })
  })

  it('uses CF-IPCountry before Accept-Language', () => {
    expect(detectLocale({ country: 'IL', acceptLanguage: 'ru' })).toEqual({
      locale: 'he',
      source: 'country',
    })
  })

  it('falls back to Accept-Language when the country maps to no locale', () => {
    expect(detectLocale({ country: 'JP', acceptLanguage: 'ko-KR,ko;q=0.9' })).toEqual({
      locale: 'ko',
      source: 'accept-language',
    })
  })

  it('answers English when nothing matches', () => {
    expect(detectLocale({})).toEqual({ locale: 'en', source: 'default' })
    expect(detectLocale({ country: 'XX', acceptLanguage: 'ja' })).toEqual({
      locale: 'en',
      source: 'default',
    })
  })

  it('stays English for an English-speaking country even if the browser prefers another language', () => {
    expect(detectLocale({ country: 'GB', acceptLanguage: 'fr' }).locale).toBe('en')
  })
})

describe('country to locale', () => {
  it.each([
    ['AE', 'ar'],
    ['SA', 'ar'],
    ['KR', 'ko'],
    ['AT', 'de'],
    ['CH', 'de'],
    ['BE', 'fr'],
    ['IL', 'he'],
    ['MX', 'es'],
    ['KZ', 'ru'],
    ['MD', 'ro'],
    ['US', 'en'],
    ['ae', 'ar'],
  ])('maps %s to %s', (country, locale) => {
    expect(localeForCountry(country)).toBe(locale)
  })

  it('reads country lists before codes, so Argentina gets Spanish rather than Arabic', () => {
    expect(localeForCountry('AR')).toBe('es')
  })

  it('matches a locale whose code equals the country when no list holds it', () => {
    expect(localeForCountry('HU')).toBe('hu')
  })

  it.each(['XX', 'T1', '', 'DEU', 'J1'])('finds nothing for %j', (country) => {
    expect(localeForCountry(country)).toBeUndefined()
  })
})

describe('Accept-Language', () => {
  it('picks the highest quality supported language', () => {
    expect(localeForAcceptLanguage('ja;q=1, de;q=0.5, fr;q=0.8')).toBe('fr')
  })

  it('keeps header order between equal qualities', () => {
    expect(localeForAcceptLanguage('tr-TR, ru')).toBe('tr')
  })

  it('understands the legacy iw code for Hebrew', () => {
    expect(localeForAcceptLanguage('iw-IL')).toBe('he')
  })

  it('skips languages refused with q=0 and malformed entries', () => {
    expect(localeForAcceptLanguage('ar;q=0, ;q=1, it;q=abc, nl')).toBe('nl')
  })

  it('finds nothing in an empty or unsupported header', () => {
    expect(localeForAcceptLanguage('')).toBeUndefined()
    expect(localeForAcceptLanguage('ja, zh-CN')).toBeUndefined()
  })
})
