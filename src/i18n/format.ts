import type { Locale } from './locales'
import { dateTimeFormat, numberFormat } from './intl'

/** AED is pegged to the US dollar at this rate. */
export const AED_PER_USD = 3.6725

export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale.iso).format(value)
}

export function formatPrice(locale: Locale, amount: number, currency = 'USD'): string {
  // The code, not a symbol, as on every other price of the site: "USD 1,200", "1.200 USD"
  return numberFormat(locale.iso, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }).format(amount)
}

/** The first of the month as French and Italian write it ("1er juin", "1º giugno"; Intl: "1 juin"). */
const FIRST_OF_MONTH: Record<string, string> = { fr: '1er', it: '1º' }

/**
 * A day as the site shows it to a reader, everywhere: the long style ("30 July 2025", "30 juillet
 * 2025", "2025년 7월 30일", "18 בספטמבר 2025"), in Dubai's calendar (a date without a time is
 * that day there too).
 */
export function formatLongDate(localeIso: string, date: Date | string): string {
  const first = FIRST_OF_MONTH[localeIso.slice(0, 2)]
  return dateTimeFormat(localeIso, { dateStyle: 'long', timeZone: 'Asia/Dubai' })
    .formatToParts(typeof date === 'string' ? new Date(date) : date)
    .map((part) => (first && part.type === 'day' && part.value === '1' ? first : part.value))
    .join('')
}

export function formatDate(locale: Locale, date: Date | string): string {
  return formatLongDate(locale.iso, date)
}
