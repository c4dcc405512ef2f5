import { describe, expect, it } from 'vitest'
import { AED_PER_USD, formatDate, formatNumber, formatPrice } from '../../src/i18n/format'
import { getLocale } from '../../src/i18n/locales'

describe('Intl formatting in the active locale', () => {
  it('groups numbers the locale way', () => {
    expect(formatNumber(getLocale('en'), 1234567)).toBe('1,234,567')
    expect(formatNumber(getLocale('de'), 1234567)).toBe('1.234.567')
  })

  it('formats prices without cents, in the given currency', () => {
    expect(formatPrice(getLocale('en'), 81688)).toBe('$81,688')
    expect(formatPrice(getLocale('fr'), 81688, 'EUR')).toMatch(/^81\s688\s€$/)
    // ar-AE writes Latin digits and the dirham sign
    expect(formatPrice(getLocale('ar'), 300000, 'AED')).toMatch(/300,000\s?د\.إ\./)
  })

  it('formats dates in Dubai time', () => {
    expect(formatDate(getLocale('en'), '2025-03-01T22:30:00Z')).toBe('March 2, 2025')
  })

  it('pegs AED to the dollar at 3.6725', () => {
    expect(Math.round(204221 * AED_PER_USD)).toBe(750002)
  })
})
