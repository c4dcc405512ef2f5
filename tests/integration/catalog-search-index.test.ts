import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { bumpAllScopes } from '../../src/db/content-scopes'
import { PRICE_STEPS } from '../../src/schemas/property'

let call = 0
/** Ids the catalogue lists for a query; a fresh address each time, so no cache answers. */
async function listed(query: Record<string, string>): Promise<number[]> {
  const params = new URLSearchParams({ pageSize: '48', call: String(call++), ...query })
  const response = await SELF.fetch(`http://example.com/api/properties?${params}`)
  const body = (await response.json()) as { items: { id: number }[] }
  return body.items.map((item) => item.id)
}
const found = async (q: string, locale = 'en') =>
  (await listed({ q, locale })).sort((a, b) => a - b)

/** Writes a listing as the CMS sync or a console would, then says the content changed. */
async function write(sql: string) {
  await env.DB.prepare(sql).run()
  await bumpAllScopes(env.DB)
}

// Migrations 0023 and 0026: the search index follows every write to what it holds
describe('the catalogue search index', () => {
  it('follows a translated title written, changed and removed', async () => {
    expect(await found('zorblax')).toEqual([])
    await env.DB.prepare(
      `UPDATE content_translations SET value = 'Zorblax Tower'
       WHERE entity = 'property' AND entity_key = '1' AND locale = 'de' AND field = 'title'`
    ).run()
    expect(await found('zorblax', 'ar')).toEqual([1])
    await env.DB.prepare(
      `DELETE FROM content_translations
       WHERE entity = 'property' AND entity_key = '1' AND locale = 'de' AND field = 'title'`
    ).run()
    expect(await found('zorblax')).toEqual([])
  })

  it('follows a renamed community and a retitled listing', async () => {
    await env.DB.prepare(`UPDATE areas SET name = 'Quuxville' WHERE slug = 'dubai-south'`).run()
    const inArea = await env.DB.prepare(
      `SELECT id FROM properties WHERE area_slug = 'dubai-south' ORDER BY id`
    ).all<{ id: number }>()
    expect(await found('quuxvil')).toEqual(inArea.results.map((row) => row.id))
    await env.DB.prepare(`UPDATE properties SET title = 'Frobnic Villa' WHERE id = 2`).run()
    expect(await found('frobnic')).toEqual([2])
  })

  it("follows a listing's type, status, bedrooms, price, date and consultant", async () => {
    await write(
      `UPDATE properties SET type = 'office', status = 'off-plan', bedrooms = 8, price_usd = 1234567,
         listed_at = '2031-01-01', agent_id = 2 WHERE id = 3`
    )
    const filters = { type: 'office', status: 'off-plan', bedrooms: '6', agent: '2' }
    expect(await listed(filters)).toEqual([3])
    // the newest listing, and in price order between its neighbours
    expect((await listed({}))[0]).toBe(3)
    expect(await listed({ ...filters, minPrice: '1000000', maxPrice: '2000000' })).toEqual([3])
    expect(await listed({ ...filters, minPrice: '1234568' })).toEqual([])
    expect(await listed({ ...filters, maxPrice: '1234566', sort: 'price-asc' })).toEqual([])
    expect(await listed({ ...filters, minPrice: '1234567', maxPrice: '1234567' })).toEqual([3])
  })

  it('forgets a listing deleted', async () => {
    await write(`UPDATE properties SET title = 'Gizmotron Lofts' WHERE id = 4`)
    expect(await found('gizmotron')).toEqual([4])
    await write('DELETE FROM properties WHERE id = 4')
    expect(await found('gizmotron')).toEqual([])
    const keys = await env.DB.prepare('SELECT COUNT(*) AS n FROM catalog_keys WHERE id = 4').first(
      'n'
    )
    expect(keys).toBe(0)
  })

  it('marks a price at, above and below each step of the price filter', async () => {
    for (const step of PRICE_STEPS) {
      const facets = async (price: number) => {
        await env.DB.prepare('UPDATE properties SET price_usd = ? WHERE id = 5').bind(price).run()
        const row = await env.DB.prepare(
          `SELECT facets FROM catalog_price WHERE rowid = (SELECT price FROM catalog_keys WHERE id = 5)`
        ).first<{ facets: string }>()
        return row!.facets.split(' ')
      }
      expect(await facets(step)).toEqual(expect.arrayContaining([`pmin${step}`, `pmax${step}`]))
      expect(await facets(step - 1)).not.toContain(`pmin${step}`)
      expect(await facets(step + 1)).not.toContain(`pmax${step}`)
    }
  })
})
