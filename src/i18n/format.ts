import type { Locale } from './locales'
import { dateTimeFormat, numberFormat } from '../lib/intl'

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

export function formatDate(locale: Locale, date: Date | string): string {
  return dateTimeFormat(locale.iso, { dateStyle: 'long', timeZone: 'Asia/Dubai' }).format(
    typeof date === 'string' ? new Date(date) : date
  )
}
