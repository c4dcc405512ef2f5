/**
 * The one locale registry. Routes, `<html lang dir>`, hreflang, the language switcher,
 * `/api/languages` and country detection all read from here.
 */
export const LOCALE_CODES = [
  'en',
  'ar',
  'fr',
  'de',
  'it',
  'ko',
  'nl',
  'hu',
  'he',
  'tr',
  'es',
  'ru',
  'ro',
] as const

export type LocaleCode = (typeof LOCALE_CODES)[number]

export const DEFAULT_LOCALE: LocaleCode = 'en'

export interface Locale {
  code: LocaleCode
  /** English name, as `/api/languages` answers it */
  name: string
  /** The locale's own name, shown in the language switcher */
  nativeName: string
  iso: string
  dir: 'ltr' | 'rtl'
  /** ISO 3166 country codes whose visitors get this locale */
  countries: readonly string[]
  file: `${LocaleCode}.json`
}

// Country lists name the countries where the language is the main one visitors read.
// English comes first so that an English-speaking country never redirects.
export const LOCALES: readonly Locale[] = [
  {
    code: 'en',
    name: 'English',
    nativeName: 'English',
    iso: 'en-US',
    dir: 'ltr',
    countries: ['US', 'GB', 'IE', 'AU', 'NZ', 'CA', 'IN', 'PK', 'SG', 'ZA', 'NG', 'KE', 'PH'],
    file: 'en.json',
  },
  {
    code: 'ar',
    name: 'Arabic',
    nativeName: 'العربية',
    iso: 'ar-AE',
    dir: 'rtl',
    countries: [
      'AE',
      'SA',
      'QA',
      'KW',
      'BH',
      'OM',
      'EG',
      'JO',
      'LB',
      'IQ',
      'SY',
      'YE',
      'PS',
      'MA',
      'DZ',
      'TN',
      'LY',
      'SD',
      'MR',
    ],
    file: 'ar.json',
  },
  {
    code: 'fr',
    name: 'French',
    nativeName: 'Français',
    iso: 'fr-FR',
    dir: 'ltr',
    countries: ['FR', 'BE', 'LU', 'MC', 'SN', 'CI'],
    file: 'fr.json',
  },
  {
    code: 'de',
    name: 'German',
    nativeName: 'Deutsch',
    iso: 'de-DE',
    dir: 'ltr',
    countries: ['DE', 'AT', 'CH', 'LI'],
    file: 'de.json',
  },
  {
    code: 'it',
    name: 'Italian',
    nativeName: 'Italiano',
    iso: 'it-IT',
    dir: 'ltr',
    countries: ['IT', 'SM', 'VA'],
    file: 'it.json',
  },
  {
    code: 'ko',
    name: 'Korean',
    nativeName: '한국어',
    iso: 'ko-KR',
    dir: 'ltr',
    countries: ['KR'],
    file: 'ko.json',
  },
  {
    code: 'nl',
    name: 'Dutch',
    nativeName: 'Nederlands',
    iso: 'nl-NL',
    dir: 'ltr',
    countries: ['NL', 'SR'],
    file: 'nl.json',
  },
  {
    code: 'hu',
    name: 'Hungarian',
    nativeName: 'Magyar',
    iso: 'hu-HU',
    dir: 'ltr',
    countries: ['HU'],
    file: 'hu.json',
  },
  {
    code: 'he',
    name: 'Hebrew',
    nativeName: 'עברית',
    iso: 'he-IL',
    dir: 'rtl',
    countries: ['IL'],
    file: 'he.json',
  },
  {
    code: 'tr',
    name: 'Turkish',
    nativeName: 'Türkçe',
    iso: 'tr-TR',
    dir: 'ltr',
    countries: ['TR', 'CY'],
    file: 'tr.json',
  },
  {
    code: 'es',
    name: 'Spanish',
    nativeName: 'Español',
    iso: 'es-ES',
    dir: 'ltr',
    countries: [
      'ES',
      'MX',
      'AR',
      'CO',
      'CL',
      'PE',
      'VE',
      'EC',
      'GT',
      'CU',
      'BO',
      'DO',
      'HN',
      'PY',
      'SV',
      'NI',
      'CR',
      'PA',
      'UY',
    ],
    file: 'es.json',
  },
  {
    code: 'ru',
    name: 'Russian',
    nativeName: 'Русский',
    iso: 'ru-RU',
    dir: 'ltr',
    countries: ['RU', 'BY', 'KZ', 'KG', 'UZ', 'TJ', 'AM', 'AZ'],
    file: 'ru.json',
  },
  {
    code: 'ro',
    name: 'Romanian',
    nativeName: 'Română',
    iso: 'ro-RO',
    dir: 'ltr',
    countries: ['RO', 'MD'],
    file: 'ro.json',
  },
]

const BY_CODE = new Map(LOCALES.map((locale) => [locale.code, locale]))

export function isLocaleCode(value: string | undefined | null): value is LocaleCode {
  return value != null && BY_CODE.has(value as LocaleCode)
}

export function getLocale(code: LocaleCode): Locale {
  return BY_CODE.get(code)!
}
