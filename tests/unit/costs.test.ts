import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { costBreakdown, maxLoanToValue, monthlyRepayment } from '../../src/lib/costs'

describe('total cost of a purchase', () => {
  it('adds the 4 % DLD fee and the 2 % agency fee with VAT', () => {
    const costs = costBreakdown({
      priceUsd: 1_000_000,
      buyer: 'non-resident',
      ratePercent: 4.5,
      years: 25,
      rentEstimateUsd: 70_000,
    })
    expect(costs.dld).toBe(40_000)
    expect(costs.agency).toBeCloseTo(21_000)
    expect(costs.loan).toBe(500_000)
    expect(costs.registration).toBe(1_250)
    expect(costs.total).toBeCloseTo(1_062_250)
    expect(costs.cash).toBeCloseTo(562_250)
    expect(costs.grossYield).toBeCloseTo(0.07)
  })

  it('lends non-residents half, residents 80 % up to AED 5M and 70 % above', () => {
    expect(maxLoanToValue('non-resident', 300_000)).toBe(0.5)
    expect(maxLoanToValue('resident', 1_000_000)).toBe(0.8)
    expect(maxLoanToValue('resident', 2_000_000)).toBe(0.7)
    expect(maxLoanToValue('national', 1_000_000)).toBe(0.85)
  })

  it('repays a 25-year loan like a standard annuity', () => {
    // 500,000 at 4.5 % over 25 years: about 2,779 a month
    expect(monthlyRepayment(500_000, 4.5, 25)).toBeCloseTo(2779.16, 1)
    expect(monthlyRepayment(120_000, 0, 10)).toBe(1000)
  })

  it('caps the term at 25 years and never returns a negative or NaN figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.double({ min: -5, max: 50, noNaN: true }),
        fc.integer({ min: -10, max: 60 }),
        (price, rate, years) => {
          const costs = costBreakdown({
            priceUsd: price,
            buyer: 'resident',
            ratePercent: rate,
            years,
            rentEstimateUsd: null,
          })
          for (const value of [costs.total, costs.cash, costs.monthly, costs.loan]) {
            expect(Number.isFinite(value) && value >= 0).toBe(true)
          }
          expect(costs.monthly).toBeGreaterThanOrEqual(
            monthlyRepayment(costs.loan, Math.min(20, Math.max(0, rate)), 25) - 1e-6
          )
        }
      )
    )
  })
})
