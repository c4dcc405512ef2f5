import { convertUsd, type Currency } from './currency'
import { numberFormat } from '../i18n/intl'

/**
 * How each language shortens a large amount so that no reader misreads it. `short` is Intl's
 * compact notation ("USD 250K", "2,5 Mio. USD", "250 тыс. USD"); `words` writes the number's
 * own words where the short letters mislead or are foreign: Turkish "B" (bin, thousand) reads as
 * billion and "Mn/Mr" are rarely seen, Hebrew would show Latin K/M/B, Hungarian and Romanian
 * buyers read "millió", "milioane" ("USD 250 bin", "250 אלף USD", "2,5 milioane USD"). Korean
 * counts in 만 and 억 and writes the full amount in them ("USD 1억 4,200만"), never "백만".
 */
const STYLE: Record<string, 'short' | 'words' | 'korean'> = {
  // Arabic in words too: Intl's short form keeps the singular ("3 مليون") where the long one
  // writes the plural of 3 to 10 ("3 ملايين") and shows no stray ".0"
  ar: 'words',
  tr: 'words',
  he: 'words',
  hu: 'words',
  ro: 'words',
  ko: 'korean',
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction'])
const BIDI_MARKS = /^[\u200e\u200f\u061c]+|[\u200e\u200f\u061c]+$/g
const NBSP = '\u00a0'

/** 1억 4,200만: ten-thousands (만), hundred-millions (억) and trillions (조), to the nearest 만. */
function koreanUnits(localeIso: string, value: number): string {
  const number = numberFormat(localeIso)
  const man = Math.round(value / 10_000)
  if (man === 0) return number.format(Math.round(value))
  const units: [number, string][] = [
    [Math.floor(man / 100_000_000), '조'],
    [Math.floor(man / 10_000) % 10_000, '억'],
    [man % 10_000, '만'],
  ]
  return units
    .filter(([count]) => count > 0)
    .map(([count, unit]) => number.format(count) + unit)
    .join(' ')
}

/** The amount in the number's words: "2,5 milyon", "250 אלף", "100 de mii", "3 ملايين". */
function inWords(localeIso: string, value: number): string {
  return numberFormat(localeIso, {
    notation: 'compact',
    compactDisplay: 'long',
    maximumFractionDigits: 1,
  })
    .format(value)
    .replace(BIDI_MARKS, '')
}

/** The locale's way of writing money, the number replaced by `amount` (code and marks kept). */
function withCurrency(localeIso: string, currency: Currency, value: number, amount: string) {
  const parts = numberFormat(localeIso, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }).formatToParts(value)
  let placed = false
  return parts
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value
      if (placed) return ''
      placed = true
      // one unit on the line: "2,5 milyon" never wraps between the number and its word
      return amount.replaceAll(' ', NBSP)
    })
    .join('')
}

/**
 * A large amount in a few characters, for filters, chips and figures (a consultant's portfolio),
 * in the words the page's language reads without doubt.
 */
export function formatMoneyShort(localeIso: string, usd: number, currency: Currency): string {
  const value = convertUsd(usd, currency)
  const style = STYLE[localeIso.slice(0, 2)] ?? 'short'
  if (style === 'korean') {
    return withCurrency(localeIso, currency, value, koreanUnits(localeIso, value))
  }
  if (style === 'words') {
    return withCurrency(localeIso, currency, value, inWords(localeIso, value))
  }
  return numberFormat(localeIso, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value)
}

/** From a million on, a threshold in prose reads in words; below it, in digits. */
const WORDS_FROM = 1_000_000

/**
 * Russian puts the amount after a preposition in the genitive ("от 2 миллионов"), which Intl's
 * words do not decline ("2 миллиона"): its abbreviation reads in every case ("от 2 млн AED").
 */
const ABBREVIATED_IN_TEXT = new Set(['ru'])

function abbreviated(localeIso: string, value: number): string {
  return numberFormat(localeIso, { notation: 'compact', maximumFractionDigits: 1 })
    .format(value)
    .replace(BIDI_MARKS, '')
}

/**
 * An amount as a heading or a sentence states it: digits below a million ("AED 750,000"), the
 * language's words from a million ("AED 2 million", "2 מיליון AED", "3 ملايين AED", Korean
 * "AED 200만", Russian "2 млн AED"), as the pages' own copy writes the same thresholds. `value`
 * is in `currency`.
 */
export function formatAmountInWords(localeIso: string, value: number, currency: Currency): string {
  if (value < WORDS_FROM) {
    return numberFormat(localeIso, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    }).format(value)
  }
  const language = localeIso.slice(0, 2)
  const words =
    STYLE[language] === 'korean'
      ? koreanUnits(localeIso, value)
      : ABBREVIATED_IN_TEXT.has(language)
        ? abbreviated(localeIso, value)
        : inWords(localeIso, value)
  return withCurrency(localeIso, currency, value, words)
}
