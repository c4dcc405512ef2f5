import { describe, expect, it } from 'vitest'
import { keepHebrewHyphens, keepHebrewHyphensIn } from '../../src/i18n/hebrew-hyphens'

const WJ = '\u2060'

describe('Hebrew hyphens', () => {
  it('keeps a hyphenated Hebrew name or prefix on one line', () => {
    expect(keepHebrewHyphens('נמל התעופה הבינלאומי אל-מכתום')).toBe(
      `נמל התעופה הבינלאומי אל-${WJ}מכתום`
    )
    expect(keepHebrewHyphens('ראס אל-ח׳ימה, ב-DLD, מ-2 מיליון')).toBe(
      `ראס אל-${WJ}ח׳ימה, ב-${WJ}DLD, מ-${WJ}2 מיליון`
    )
  })

  it('leaves other hyphens and keys alone', () => {
    expect(keepHebrewHyphens('listing-1-living, 2025-2026, Off-Plan')).toBe(
      'listing-1-living, 2025-2026, Off-Plan'
    )
    expect(keepHebrewHyphens('פריסה - 10%')).toBe('פריסה - 10%')
  })

  it('reaches every string of a record', () => {
    const record = {
      name: 'אל-נור',
      photos: [{ key: 'listing-24-front', alt: 'חזית אל-נור' }],
      id: 24,
    }
    expect(keepHebrewHyphensIn(record)).toEqual({
      name: `אל-${WJ}נור`,
      photos: [{ key: 'listing-24-front', alt: `חזית אל-${WJ}נור` }],
      id: 24,
    })
  })
})
