import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Page } from '../../src/schemas/common'
import type { PropertySummary } from '../../src/schemas/property'
import { localized } from '../../src/content/d1/localized'
import { withParam } from '../../scripts/with-param.mjs'

const TITLE = 'فيلا زمرّدية على البحر'

/** Translated fields written as an editor would, removed again after each test. */
async function translate(
  entity: string,
  key: string,
  locale: string,
  fields: Record<string, string>
) {
  await env.DB.batch(
    Object.entries(fields).map(([field, value]) =>
      env.DB.prepare(
        'INSERT OR REPLACE INTO content_translations (entity, entity_key, locale, field, value) VALUES (?, ?, ?, ?, ?)'
      ).bind(entity, key, locale, field, value)
    )
  )
}

let calls = 0
/** A fresh URL each time, so the edge cache never answers for another test. */
const fetchPage = (path: string) =>
  SELF.fetch(`https://d1-locale.test${withParam(path, '_', ++calls)}`)

describe('D1 content in the page locale', () => {
  let saved: { id: number; title: string }
  beforeEach(async () => {
    saved = (await env.DB.prepare('SELECT id, title FROM properties WHERE id = 7').first())!
    await env.DB.prepare("DELETE FROM content_translations WHERE entity_key IN ('7', '1')").run()
  })
  afterEach(async () => {
    await env.DB.prepare("DELETE FROM content_translations WHERE entity_key IN ('7', '1')").run()
  })

  it('shows the translated fields and the English ones where no translation exists', async () => {
    await translate('property', '7', 'ar', { title: TITLE })
    const arabic = await (await fetchPage('/ar/catalog/7')).text()
    expect(arabic).toContain(TITLE)
    const english = await (await fetchPage('/catalog/7')).text()
    expect(english).toContain(saved.title.replace(/&/g, '&amp;'))
    expect(english).not.toContain(TITLE)
    // the description has no Arabic row: the English one is shown
    const description = (await env.DB.prepare(
      'SELECT description FROM properties WHERE id = 7'
    ).first<{
      description: string
    }>())!.description
    expect(arabic).toContain(description.split('\n')[0]!.slice(0, 40).replace(/&/g, '&amp;'))
  })

  it('answers the list API in the requested locale, else in English', async () => {
    await translate('property', '7', 'de', { title: 'Villa mit Meerblick' })
    const list = async (query: string) =>
      (await (
        await fetchPage(`/api/properties?pageSize=48&${query}`)
      ).json()) as Page<PropertySummary>
    expect((await list('locale=de')).items.find((p) => p.id === 7)!.title).toBe(
      'Villa mit Meerblick'
    )
    expect((await list('')).items.find((p) => p.id === 7)!.title).toBe(saved.title)
    expect((await fetchPage('/api/properties?locale=zz')).status).toBe(400)
  })

  it('finds a listing by its localized title', async () => {
    await translate('property', '7', 'ar', { title: TITLE })
    const found = (await (
      await fetchPage(`/api/properties?locale=ar&q=${encodeURIComponent('زمرّدية')}`)
    ).json()) as Page<PropertySummary>
    expect(found.items.map((p) => p.id)).toEqual([7])
    const html = await (await fetchPage(`/ar/catalog?q=${encodeURIComponent('زمرّدية')}`)).text()
    expect(html).toContain(TITLE)
  })

  it('shows the payment plan, photo alt texts and floor-plan labels in the page locale', async () => {
    const row = (await env.DB.prepare(
      'SELECT photos, floor_plans, payment_plan FROM properties WHERE id = 1'
    ).first<{ photos: string; floor_plans: string; payment_plan: string }>())!
    const retell = <T extends object>(json: string, field: keyof T, text: string) =>
      JSON.stringify(
        (JSON.parse(json) as T[]).map((item, i) => ({ ...item, [field]: `${text} ${i + 1}` }))
      )
    await translate('property', '1', 'ru', {
      photos: retell<{ alt: string }>(row.photos, 'alt', 'Фото'),
      floor_plans: retell<{ label: string }>(row.floor_plans, 'label', 'Планировка'),
      payment_plan: retell<{ milestone: string }>(row.payment_plan, 'milestone', 'Этап'),
    })
    const russian = await (await fetchPage('/ru/catalog/1')).text()
    expect(russian).toContain('alt="Фото 1"')
    expect(russian).toContain('Планировка 1')
    expect(russian).toContain('Этап 2')
    const cards = await (await fetchPage('/ru/catalog?location=marina-crest')).text()
    expect(cards).toContain('alt="Фото 1"')
    // the plan's figures stay those of the listing: only its words are translated
    const english = await (await fetchPage('/catalog/1')).text()
    expect(english).not.toContain('Этап 2')
    expect(english).toContain('Down payment on booking')
  })

  it('translates consultants and articles too', async () => {
    await translate('agent', '1', 'ru', { title: 'Старший инвестиционный консультант' })
    const team = await (await fetchPage('/ru/agent/1')).text()
    expect(team).toContain('Старший инвестиционный консультант')
  })
})

// Every listing, article and consultant on a page looks up its translated fields one by one: each
// lookup must be a primary-key search, or a page costs a scan per field at catalogue scale.
describe('translated field lookups', () => {
  for (const [entity, table, key] of [
    ['property', 'properties', 'id'],
    ['area', 'areas', 'slug'],
    ['agent', 'agents', 'id'],
    ['blog_post', 'blog_posts', 'id'],
  ] as const) {
    it(`find a ${entity} field by the whole primary key`, async () => {
      const column = localized('ar', entity, `x.${key}`, 'title', `x.${key}`)
      const { results } = await env.DB.prepare(
        `EXPLAIN QUERY PLAN SELECT ${column} FROM ${table} x`
      ).all<{ detail: string }>()
      const details = results.map((row) => row.detail).join('\n')
      expect(details).toContain('entity=? AND entity_key=? AND locale=? AND field=?')
    })
  }
})
