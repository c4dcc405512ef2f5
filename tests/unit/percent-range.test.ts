import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { percentRange } from '../../src/lib/percent-range'

const range = (code: string) => {
  const locale = LOCALES.find((entry) => entry.code === code)!
  const { low, high } = percentRange(locale, 6, 12)
  return `${low}–${high}`
}

describe('a range of percentages', () => {
  it('writes the sign once where the language does', () => {
    expect(range('hu')).toBe('6–12%')
    expect(range('ro')).toBe('6–12\u00a0%')
    expect(range('it')).toBe('6–12%')
    expect(range('tr')).toBe('%6–12')
  })

  it('keeps the sign on both ends elsewhere', () => {
    expect(range('en')).toBe('6%–12%')
    expect(range('de')).toBe('6\u00a0%–12\u00a0%')
  })
})
