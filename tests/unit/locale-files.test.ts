import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { auditLocale, wordCount } from '../../scripts/locale-audit.mjs'

// A language ships complete or not at all: a file is either empty (the locale falls back to
// English key by key) or passes the audit (every key, placeholders, plural forms, no English).
const SHIPPED = ['ar', 'de', 'es', 'fr', 'he', 'it', 'ko', 'nl', 'ru']

describe('locale files', () => {
  for (const locale of LOCALES.filter((l) => l.code !== 'en')) {
    it(`${locale.code} is empty or complete`, () => {
      if (!SHIPPED.includes(locale.code) && wordCount(locale.code) === 0) return
      expect(auditLocale(locale.code, locale.iso)).toEqual([])
    })
  }

  // Hebrew and Korean bind articles, prepositions and particles to the word, so a full
  // translation counts fewer words than English; 70 % still rules out a half-empty file.
  it('ships every listed language in full', () => {
    const english = wordCount('en')
    for (const code of SHIPPED) expect(wordCount(code), code).toBeGreaterThan(english * 0.7)
  })
})
