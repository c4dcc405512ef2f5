import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { auditLocale, wordCount } from '../../tools/translations/locale-audit.mjs'

// Every language ships complete: every key, the same placeholders, the plural forms its rules
// have, and no English left except the names locales/untranslated/{code}.json lists.
const TRANSLATED = LOCALES.filter((locale) => locale.code !== 'en')

describe('locale files', () => {
  for (const locale of TRANSLATED) {
    it(`${locale.code} is complete`, () => {
      expect(auditLocale(locale.code, locale.iso)).toEqual([])
    })
  }

  // Hebrew and Korean bind articles, prepositions and particles to the word, so a full
  // translation counts fewer words than English; 70 % still rules out a half-empty file.
  it('ships every language in full', () => {
    const english = wordCount('en')
    for (const { code } of TRANSLATED) expect(wordCount(code), code).toBeGreaterThan(english * 0.7)
  })
})
