import { AED_PER_USD } from '../i18n/format'
import { numberFormat } from '../i18n/intl'

export const CURRENCIES = ['AED', 'USD', 'EUR', 'GBP', 'RUB'] as const
export type Currency = (typeof CURRENCIES)[number]

export const AREA_UNITS = ['sqft', 'sqm'] as const
export type AreaUnit = (typeof AREA_UNITS)[number]

/**
 * Units of each currency per US dollar: the one place exchange rates live. AED is pegged to the
 * dollar; the others are reference rates of RATES_DATE, shown with that date on the page.
 */
export const RATES_DATE = '2025-11-03'
export const PER_USD: Record<Currency, number> = {
  USD: 1,
  AED: AED_PER_USD,
  EUR: 0.8694,
  GBP: 0.7631,
  RUB: 80.95,
}

export const SQFT_PER_SQM = 10.7639

export function convertUsd(usd: number, currency: Currency): number {
  return usd * PER_USD[currency]
}

/**
 * Converted prices are estimates: quote them as people do, to three significant figures
 * (USD 10,312,500 is about EUR 8,970,000, not EUR 8,965,687). The listed price, in dollars,
 * stays exact.
 */
export function displayAmount(usd: number, currency: Currency): number {
  const value = convertUsd(usd, currency)
  if (currency === 'USD') return Math.round(value)
  if (value < 1000) return Math.round(value)
  const step = 10 ** (Math.floor(Math.log10(value)) - 2)
  return Math.round(value / step) * step
}

export function formatMoney(localeIso: string, usd: number, currency: Currency): string {
  return numberFormat(localeIso, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }).format(displayAmount(usd, currency))
}

/** The area as a number in the unit, rounded to whole units. */
export function areaIn(sqft: number, unit: AreaUnit): number {
  return Math.round(unit === 'sqft' ? sqft : sqft / SQFT_PER_SQM)
}

// Visitors from these countries think in dirhams, euros, pounds or roubles; everyone else in dollars
const CURRENCY_BY_COUNTRY: Record<string, Currency> = {
  AE: 'AED',
  GB: 'GBP',
  RU: 'RUB',
  BY: 'RUB',
  ...Object.fromEntries(
    'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'
      .split(' ')
      .map((code) => [code, 'EUR' as const])
  ),
}
// Sizes are quoted in square feet in the UAE, the Gulf, the US, the UK and South Asia
const SQFT_COUNTRIES = new Set('AE SA QA KW BH OM US GB CA IN PK BD LK'.split(' '))

/** The defaults for a visitor from a country (ISO 3166 code), before they choose. */
export function defaultsForCountry(country: string | null | undefined): {
  currency: Currency
  unit: AreaUnit
} {
  const code = (country ?? '').toUpperCase()
  return {
    currency: CURRENCY_BY_COUNTRY[code] ?? 'USD',
    unit: !code || SQFT_COUNTRIES.has(code) ? 'sqft' : 'sqm',
  }
}
