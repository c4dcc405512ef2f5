import { AED_PER_USD } from '../i18n/format'

/** Dubai Land Department transfer fee, paid by the buyer. */
export const DLD_FEE = 0.04
/** The usual agency commission, plus UAE VAT on it. */
export const AGENCY_FEE = 0.02
export const VAT = 0.05
/** DLD mortgage registration fee, on the loan amount. */
export const MORTGAGE_REGISTRATION = 0.0025
/** A typical variable rate offered to buyers; the visitor can change it. */
export const DEFAULT_RATE_PERCENT = 4.5
/** The longest term UAE banks offer expatriate and non-resident buyers, in years. */
export const MAX_TERM_YEARS = 25

export const BUYER_TYPES = ['non-resident', 'resident', 'national'] as const
export type BuyerType = (typeof BUYER_TYPES)[number]

/**
 * The highest loan-to-value a bank may offer. The Central Bank of the UAE caps residents' first
 * homes at 80 % (expatriates) or 85 % (nationals) up to AED 5 million and 70 % / 75 % above it;
 * banks lend non-residents at most 50 %.
 */
export function maxLoanToValue(buyer: BuyerType, priceUsd: number): number {
  const above5m = priceUsd * AED_PER_USD > 5_000_000
  if (buyer === 'non-resident') return 0.5
  if (buyer === 'national') return above5m ? 0.75 : 0.85
  return above5m ? 0.7 : 0.8
}

/** The level monthly repayment of an annuity loan. */
export function monthlyRepayment(loan: number, ratePercent: number, years: number): number {
  const months = years * 12
  if (loan <= 0 || months <= 0) return 0
  const r = ratePercent / 100 / 12
  // a rate this small would divide by zero below: it is no interest at all
  if (r < 1e-9) return loan / months
  return (loan * r) / (1 - (1 + r) ** -months)
}

export interface CostInputs {
  priceUsd: number
  buyer: BuyerType
  ratePercent: number
  years: number
  rentEstimateUsd: number | null
}

export interface CostBreakdown {
  dld: number
  agency: number
  registration: number
  ltv: number
  loan: number
  downPayment: number
  /** price plus fees */
  total: number
  /** down payment plus fees: what the buyer pays at transfer */
  cash: number
  monthly: number
  /** gross yield as a fraction, when a rent estimate exists */
  grossYield: number | null
}

/** The total cost of buying with the largest loan the buyer can get, in US dollars. */
export function costBreakdown(input: CostInputs): CostBreakdown {
  const { priceUsd } = input
  const years = Math.min(MAX_TERM_YEARS, Math.max(1, Math.round(input.years)))
  const rate = Math.min(20, Math.max(0, input.ratePercent))
  const ltv = maxLoanToValue(input.buyer, priceUsd)
  const loan = priceUsd * ltv
  const dld = priceUsd * DLD_FEE
  const agency = priceUsd * AGENCY_FEE * (1 + VAT)
  const registration = loan * MORTGAGE_REGISTRATION
  const downPayment = priceUsd - loan
  return {
    dld,
    agency,
    registration,
    ltv,
    loan,
    downPayment,
    total: priceUsd + dld + agency + registration,
    cash: downPayment + dld + agency + registration,
    monthly: monthlyRepayment(loan, rate, years),
    grossYield: input.rentEstimateUsd ? input.rentEstimateUsd / priceUsd : null,
  }
}
