import { AED_PER_USD } from '../i18n/format'

/**
 * UAE residence through property, as the pages state it. Thresholds are set in dirhams by the
 * UAE authorities; the dollar figures follow from the 3.6725 peg, so the copy never drifts from
 * them. USD 204,221 is the 2-year residence visa; the 10-year Golden Visa starts at AED 2M.
 */
export const RESIDENCE_ROUTES = [
  { years: 2, minimumAed: 750_000, route: 'investor' },
  { years: 5, minimumAed: 1_000_000, route: 'retirement' },
  { years: 10, minimumAed: 2_000_000, route: 'golden' },
] as const

/** The dollar amount of a dirham threshold, rounded to the dollar (750,000 gives 204,221). */
export function usdFromAed(aed: number): number {
  return Math.round(aed / AED_PER_USD)
}
