import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

let call = 0
/** Ids the search finds; a fresh address each time, so the edge cache never answers. */
async function found(q: string, locale = 'en'): Promise<number[]> {
  const response = await SELF.fetch(
    `http://example.com/api/properties?q=${encodeURIComponent(q)}&locale=${locale}&pageSize=48&call=${call++}`
  )
  const body = (await response.json()) as { items: { id: number }[] }
  return body.items.map((item) => item.id).sort((a, b) => a - b)
}

// Migration 0023's triggers: the search index follows every write to what it holds
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
})
