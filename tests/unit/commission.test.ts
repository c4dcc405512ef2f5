import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AGENCY_FEE_RATE,
  MAX_INVESTMENT_USD,
  PARTNER_RATE,
  PARTNER_SHARE,
  parseInvestment,
  partnerCommission,
} from '../../src/lib/commission'

describe('the Refer & Earn commission', () => {
  it('is the partner share of a 2% agency fee: 0.5% of the investment', () => {
    expect(AGENCY_FEE_RATE).toBe(0.02)
    expect(PARTNER_SHARE).toBe(0.25)
    expect(PARTNER_RATE).toBeCloseTo(0.005)
    expect(partnerCommission(500_000)).toBe(2_500)
    expect(partnerCommission(81_688)).toBe(408)
  })

  it('never pays for nothing, and caps at the largest amount priced', () => {
    expect(partnerCommission(0)).toBe(0)
    expect(partnerCommission(-5)).toBe(0)
    expect(partnerCommission(Number.NaN)).toBe(0)
    expect(partnerCommission(MAX_INVESTMENT_USD * 10)).toBe(partnerCommission(MAX_INVESTMENT_USD))
  })

  it('grows with the amount', () => {
    fc.assert(
      fc.property(fc.nat(MAX_INVESTMENT_USD), fc.nat(MAX_INVESTMENT_USD), (a, b) =>
        a <= b ? partnerCommission(a) <= partnerCommission(b) : true
      )
    )
  })
})

describe('reading an amount typed by a visitor', () => {
  it.each([
    ['500000', 500_000],
    ['500,000', 500_000],
    ['1 250 000', 1_250_000],
    ['1.250.000', 1_250_000],
    ['USD 750,000', 750_000],
    ['$204,221', 204_221],
    ['81,688.50', 81_688.5],
    ['  99 ', 99],
  ])('reads %j as %d', (input, expected) => {
    expect(parseInvestment(input)).toBe(expected)
  })

  it.each(['', 'lots', '-500', '12,34,567', '1e9', '0', '100000001', '५००'])(
    'refuses %j',
    (input) => {
      expect(parseInvestment(input)).toBeNull()
    }
  )

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const value = parseInvestment(input)
        return value === null || (value > 0 && value <= MAX_INVESTMENT_USD)
      })
    )
  })
})
