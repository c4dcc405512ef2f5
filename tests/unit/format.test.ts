import { describe, expect, it } from 'vitest'
import {
  AED_PER_USD,
  formatDate,
  formatLongDate,
  formatNumber,
  formatPrice,
} from '../../src/i18n/format'
import { getLocale } from '../../src/i18n/locales'
import { displayAmount, formatMoney } from '../../src/lib/currency'
import { dateTimeFormat, numberFormat } from '../../src/i18n/intl'

describe('Intl formatting in the active locale', () => {
  it('groups numbers the locale way', () => {
    expect(formatNumber(getLocale('en'), 1234567)).toBe('1,234,567')
    expect(formatNumber(getLocale('de'), 1234567)).toBe('1.234.567')
  })

  it('formats prices without cents, with the currency code as every price of the site', () => {
    expect(formatPrice(getLocale('en'), 81688)).toBe('USD\u00a081,688')
    expect(formatPrice(getLocale('fr'), 81688, 'EUR')).toMatch(/^81\s688\sEUR$/)
    expect(formatPrice(getLocale('de'), 212389)).toBe('212.389\u00a0USD')
    // ar-AE writes Western digits, as Gulf sites do
    expect(formatPrice(getLocale('ar'), 300000, 'AED')).toMatch(/300,000\s?AED/)
  })

  it('formats dates in Dubai time', () => {
    expect(formatDate(getLocale('en'), '2025-03-01T22:30:00Z')).toBe('March 2, 2025')
  })

  it('writes every date in the long style, a date without a time on its own day', () => {
    expect(formatLongDate('ko-KR', '2025-10-28')).toBe('2025년 10월 28일')
    expect(formatLongDate('de-DE', '2025-07-30')).toBe('30. Juli 2025')
    expect(formatLongDate('he-IL', '2025-09-18')).toBe('18 בספטמבר 2025')
  })

  it('writes the first of the month as French and Italian do, and only the first', () => {
    expect(formatLongDate('fr-FR', '2026-06-01')).toBe('1er juin 2026')
    expect(formatLongDate('it-IT', '2026-06-01')).toBe('1º giugno 2026')
    expect(formatLongDate('fr-FR', '2026-06-11')).toBe('11 juin 2026')
    expect(formatLongDate('it-IT', '2026-06-21')).toBe('21 giugno 2026')
    expect(formatLongDate('es-ES', '2026-06-01')).toBe('1 de junio de 2026')
  })

  it('pegs AED to the dollar at 3.6725', () => {
    expect(Math.round(204221 * AED_PER_USD)).toBe(750002)
  })
})

describe('converted prices', () => {
  it('quotes a converted price to three significant figures and the listed dollars exactly', () => {
    expect(displayAmount(212_389, 'EUR')).toBe(185_000)
    expect(displayAmount(10_312_500, 'AED')).toBe(37_900_000)
    expect(displayAmount(212_389, 'USD')).toBe(212_389)
    expect(formatMoney('de-DE', 212_389, 'EUR')).toBe('185.000\u00a0EUR')
    expect(formatMoney('en-US', 212_389, 'USD')).toBe('USD\u00a0212,389')
  })
})

describe('Intl formatters kept per isolate', () => {
  it('builds one formatter per locale and options, and formats with each its own way', () => {
    const percent = numberFormat('de', { style: 'percent', maximumFractionDigits: 1 })
    expect(numberFormat('de', { style: 'percent', maximumFractionDigits: 1 })).toBe(percent)
    expect(percent.format(0.075)).toBe('7,5\u00a0%')
    expect(numberFormat('de', { style: 'percent' })).not.toBe(percent)
    expect(numberFormat('de', { style: 'percent' }).format(0.075)).toBe('8\u00a0%')
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 1 })).not.toBe(percent)
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(0)).toBe(
      'January 1, 1970'
    )
  })
})
