import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'

const SEEDS = 'seeds'

const seeded = readdirSync(SEEDS)
  .map((file) => /^0006_content_(\w+)\.sql$/.exec(file)?.[1])
  .filter((code): code is string => code !== undefined)

// Floor-plan labels carry an area ("2 Schlafzimmer, 1.250 sq ft"); they must name the unit as the
// locale's interface does, or a Russian page shows "sq ft" beside "кв. фт".
describe('translated demo content', () => {
  it('is seeded in every language the site speaks', () => {
    const translated = LOCALES.map((locale) => locale.code).filter((code) => code !== 'en')
    expect([...seeded].sort()).toEqual([...translated].sort())
  })

  for (const code of seeded) {
    it(`${code} names areas in its own unit`, () => {
      const unit: string = JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')).currency
        .sqftName
      const sql = readFileSync(`${SEEDS}/0006_content_${code}.sql`, 'utf8')
      const areas = [...sql.matchAll(/"label":"[^"]*\d\u00a0?(\D[^",]*)"/g)].map((m) => m[1])
      expect(areas.length).toBeGreaterThan(0)
      for (const area of areas) expect(area).toBe(unit)
    })
  }
})
