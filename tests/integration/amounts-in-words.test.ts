// The residence visas' thresholds read as each language states an amount in a heading: Korean
// in 만 ("AED 200만", as the page's own copy writes it), Hebrew and Arabic in words, Russian
// abbreviated after its preposition; below a million in digits.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visibleText } from './html-text'

async function text(path: string) {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  expect(response.status, path).toBe(200)
  return visibleText(await response.text())
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u200e\u200f\u061c\u2060]/g, '')
}

describe('residence visa thresholds', () => {
  it('are written in the words of each language', async () => {
    const korean = await text('/ko/high-rentals')
    expect(korean).toContain('AED 750,000 이상 부동산')
    expect(korean).toContain('AED 100만 이상 부동산')
    expect(korean).toContain('AED 200만 이상 부동산')
    expect(await text('/he/high-rentals')).toContain('נכס החל מ-2 מיליון AED')
    expect(await text('/ar/high-rentals')).toContain('عقار ابتداءً من 2 مليون AED')
    expect(await text('/ru/high-rentals')).toContain('Недвижимость от 2 млн AED')
    expect(await text('/high-rentals')).toContain('Property from AED 2 million')
    expect(await text('/de/high-rentals')).toContain('Immobilie ab 750.000 AED')
  })
})
