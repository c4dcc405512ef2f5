import { describe, expect, it } from 'vitest'
import { countryFromCode } from '../../src/i18n/country'

describe('countryFromCode', () => {
  it('names a country in English from its ISO code, in any case', () => {
    expect(countryFromCode('ae')).toEqual({ code: 'AE', name: 'United Arab Emirates' })
    expect(countryFromCode(' GB ')).toEqual({ code: 'GB', name: 'United Kingdom' })
  })

  it("refuses Cloudflare's unknown and Tor codes and anything not a country", () => {
    for (const value of ['XX', 'T1', '', undefined, null, 'USA', '1A', 'ZZ', 'QZ', 'AA']) {
      expect(countryFromCode(value), String(value)).toBeUndefined()
    }
  })
})
