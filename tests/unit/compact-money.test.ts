import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { formatAmountInWords, formatMoneyShort } from '../../src/lib/compact-money'

const AMOUNTS = [100_000, 250_000, 2_500_000, 20_000_000, 142_000_000, 1_500_000_000]

/**
 * Each language's short amounts as a buyer reads them: the price filter's steps, a consultant's
 * portfolio, a billion. No-break spaces are written as plain ones here, and bidi marks left out.
 */
const EXPECTED: Record<string, string[]> = {
  en: ['USD 100K', 'USD 250K', 'USD 2.5M', 'USD 20M', 'USD 142M', 'USD 1.5B'],
  ar: [
    '100 ألف USD',
    '250 ألف USD',
    '2.5 مليون USD',
    '20 مليون USD',
    '142 مليون USD',
    '1.5 مليار USD',
  ],
  fr: ['100 k USD', '250 k USD', '2,5 M USD', '20 M USD', '142 M USD', '1,5 Md USD'],
  // German has no short thousand: the full figure
  de: ['100.000 USD', '250.000 USD', '2,5 Mio. USD', '20 Mio. USD', '142 Mio. USD', '1,5 Mrd. USD'],
  it: ['100K USD', '250K USD', '2,5 Mln USD', '20 Mln USD', '142 Mln USD', '1,5 Mld USD'],
  // Korean counts in 만 (10^4) and 억 (10^8) and writes the whole amount in them
  ko: ['USD 10만', 'USD 25만', 'USD 250만', 'USD 2,000만', 'USD 1억 4,200만', 'USD 15억'],
  nl: ['USD 100K', 'USD 250K', 'USD 2,5 mln.', 'USD 20 mln.', 'USD 142 mln.', 'USD 1,5 mld.'],
  hu: [
    '100 ezer USD',
    '250 ezer USD',
    '2,5 millió USD',
    '20 millió USD',
    '142 millió USD',
    '1,5 milliárd USD',
  ],
  he: [
    '100 אלף USD',
    '250 אלף USD',
    '2.5 מיליון USD',
    '20 מיליון USD',
    '142 מיליון USD',
    '1.5 מיליארד USD',
  ],
  // Intl's "USD 100 B" (bin, thousand) reads as a billion
  tr: [
    'USD 100 bin',
    'USD 250 bin',
    'USD 2,5 milyon',
    'USD 20 milyon',
    'USD 142 milyon',
    'USD 1,5 milyar',
  ],
  es: ['100 mil USD', '250 mil USD', '2,5 M USD', '20 M USD', '142 M USD', '1500 M USD'],
  ru: ['100 тыс. USD', '250 тыс. USD', '2,5 млн USD', '20 млн USD', '142 млн USD', '1,5 млрд USD'],
  ro: [
    '100 de mii USD',
    '250 de mii USD',
    '2,5 milioane USD',
    '20 de milioane USD',
    '142 de milioane USD',
    '1,5 miliarde USD',
  ],
}

const plain = (text: string) =>
  text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '')

describe('short amounts', () => {
  for (const locale of LOCALES) {
    it(`in ${locale.code} read as the language reads them`, () => {
      const shown = AMOUNTS.map((usd) => plain(formatMoneyShort(locale.iso, usd, 'USD')))
      expect(shown).toEqual(EXPECTED[locale.code])
    })
  }

  it('keeps a number and its word on one line', () => {
    expect(formatMoneyShort('tr-TR', 2_500_000, 'USD')).toBe('USD\u00a02,5\u00a0milyon')
    expect(formatMoneyShort('ko-KR', 142_000_000, 'USD')).toBe('USD\u00a01억\u00a04,200만')
  })

  it('writes Korean amounts to the nearest 만, and small ones in full', () => {
    expect(plain(formatMoneyShort('ko-KR', 86_437_000, 'USD'))).toBe('USD 8,644만')
    expect(plain(formatMoneyShort('ko-KR', 100_000_000, 'USD'))).toBe('USD 1억')
    expect(plain(formatMoneyShort('ko-KR', 4_000, 'USD'))).toBe('USD 4,000')
  })

  it('converts to the currency asked for', () => {
    expect(plain(formatMoneyShort('en-US', 1_000_000, 'AED'))).toBe('AED 3.7M')
    expect(plain(formatMoneyShort('tr-TR', 1_000_000, 'AED'))).toBe('AED 3,7 milyon')
  })
})

describe('amounts in words', () => {
  // the residence visas' thresholds, in dirhams, as the headings state them
  const THRESHOLDS = [750_000, 1_000_000, 2_000_000]
  const IN_WORDS: Record<string, string[]> = {
    en: ['AED 750,000', 'AED 1 million', 'AED 2 million'],
    ar: ['750,000 AED', '1 مليون AED', '2 مليون AED'],
    fr: ['750 000 AED', '1 million AED', '2 millions AED'],
    de: ['750.000 AED', '1 Million AED', '2 Millionen AED'],
    it: ['750.000 AED', '1 milione AED', '2 milioni AED'],
    // as the page's own copy: "AED 750,000부터", "AED 200만부터"
    ko: ['AED 750,000', 'AED 100만', 'AED 200만'],
    nl: ['AED 750.000', 'AED 1 miljoen', 'AED 2 miljoen'],
    hu: ['750 000 AED', '1 millió AED', '2 millió AED'],
    he: ['750,000 AED', '1 מיליון AED', '2 מיליון AED'],
    tr: ['AED 750.000', 'AED 1 milyon', 'AED 2 milyon'],
    es: ['750.000 AED', '1 millón AED', '2 millones AED'],
    // after «от» the genitive: the abbreviation reads in every case
    ru: ['750 000 AED', '1 млн AED', '2 млн AED'],
    ro: ['750.000 AED', '1 milion AED', '2 milioane AED'],
  }

  for (const locale of LOCALES) {
    it(`in ${locale.code}: digits below a million, the language's words from one`, () => {
      const shown = THRESHOLDS.map((aed) => plain(formatAmountInWords(locale.iso, aed, 'AED')))
      expect(shown).toEqual(IN_WORDS[locale.code])
    })
  }

  it('writes the Arabic plural of 3 to 10 millions, short and in words', () => {
    expect(plain(formatAmountInWords('ar-AE', 3_000_000, 'AED'))).toBe('3 ملايين AED')
    expect(plain(formatAmountInWords('ar-AE', 10_000_000, 'AED'))).toBe('10 ملايين AED')
    expect(plain(formatAmountInWords('ar-AE', 11_000_000, 'AED'))).toBe('11 مليون AED')
    expect(plain(formatMoneyShort('ar-AE', 5_000_000, 'USD'))).toBe('5 ملايين USD')
    // no stray ".0" (Intl's short form wrote "100.0 ألف")
    expect(plain(formatMoneyShort('ar-AE', 100_000, 'USD'))).toBe('100 ألف USD')
  })
})
