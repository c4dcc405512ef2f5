// The Refer & Earn commission: the one place its rate and assumptions live. The partner page
// states them from here, the calculator island computes with them, and the no-JavaScript
// answer of the calculator's form uses the same function.

/** Our fee on a sale, taken as 2% of the price: the usual agency fee in Dubai. */
export const AGENCY_FEE_RATE = 0.02
/** The partner's share of that fee. */
export const PARTNER_SHARE = 0.25
/** What a partner earns, as a share of the investment: 0.5%. */
export const PARTNER_RATE = AGENCY_FEE_RATE * PARTNER_SHARE

/** The amount the calculator starts with, and answers for without JavaScript. */
export const DEFAULT_INVESTMENT_USD = 500_000
/** Larger amounts are not a referral we can price without talking first. */
export const MAX_INVESTMENT_USD = 100_000_000

/** The partner's commission in whole US dollars for an investment amount in US dollars. */
export function partnerCommission(investmentUsd: number): number {
  if (!Number.isFinite(investmentUsd) || investmentUsd <= 0) return 0
  return Math.round(Math.min(investmentUsd, MAX_INVESTMENT_USD) * PARTNER_RATE)
}

/**
 * An amount typed by a visitor or sent in the form's query: digits with optional grouping
 * (`1,250,000`, `1 250 000`, `1.250.000`) and optional cents. Null when it is not an amount
 * we price (empty, negative, above the maximum, not a number).
 */
export function parseInvestment(input: string | null | undefined): number | null {
  const text = (input ?? '').trim().replace(/^(usd|\$)\s*/i, '')
  if (!/^\d{1,3}(?:[ ,.\u00a0\u202f']?\d{3})*(?:[.,]\d{1,2})?$/.test(text)) return null
  // a final separator followed by one or two digits is the decimal part
  const decimal = /[.,](\d{1,2})$/.exec(text)
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/\D/g, '')
  const value = Number(whole) + (decimal ? Number(`0.${decimal[1]}`) : 0)
  if (!Number.isFinite(value) || value <= 0 || value > MAX_INVESTMENT_USD) return null
  return value
}
