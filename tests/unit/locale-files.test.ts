import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { auditLocale, wordCount } from '../../scripts/locale-audit.mjs'

// A language ships complete or not at all: a file is either empty (the locale falls back to
// English key by key) or passes the audit (every key, placeholders, plural forms, no English).
const SHIPPED = ['ar', 'de', 'es', 'fr', 'ru']

describe('locale files', () => {
  for (const locale of LOCALES.filter((l) => l.code !== 'en')) {
    it(`${locale.code} is empty or complete`, () => {
      if (!SHIPPED.includes(locale.code) && wordCount(locale.code) === 0) return
      expect(auditLocale(locale.code, locale.iso)).toEqual([])
    })
  }

  it('ships Arabic, French and Russian complete', () => {
    for (const code of SHIPPED) expect(wordCount(code)).toBeGreaterThan(10_000)
  })
})
