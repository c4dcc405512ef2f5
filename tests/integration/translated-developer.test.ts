// A listing's developer is translated content (content_translations field 'developer'), English
// from the listing's column where a language has no translation (migration 0028).
import { env, SELF } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import { bumpContentVersion } from '../../src/db/content-version'
import { decodeHtml } from './html-text'

const KOREAN = '메리디안 프로퍼티스'

async function html(path: string) {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  expect(response.status, path).toBe(200)
  return decodeHtml(await response.text())
}

async function searched(q: string, locale: string) {
  const params = new URLSearchParams({ q, locale, pageSize: '48', at: String(Date.now()) })
  const response = await SELF.fetch(`https://brokerage.example/api/properties?${params}`)
  const body = (await response.json()) as { items: { id: number; developer: string }[] }
  return body.items
}

describe("a listing's developer in the page's language", () => {
  afterAll(async () => {
    await env.DB.prepare(
      "DELETE FROM content_translations WHERE entity = 'property' AND field = 'developer' AND value = ?"
    )
      .bind(KOREAN)
      .run()
    await bumpContentVersion(env.DB)
  })

  it('shows the translation where there is one and the English name elsewhere', async () => {
    await env.DB.prepare(
      `INSERT INTO content_translations (entity, entity_key, locale, field, value)
       VALUES ('property', '1', 'ko', 'developer', ?)
       ON CONFLICT DO UPDATE SET value = excluded.value`
    )
      .bind(KOREAN)
      .run()
    await bumpContentVersion(env.DB)

    const korean = await html('/ko/catalog/1')
    // the line under the title and the facts (the description is the translators' words)
    expect(korean.includes(`<bdi>${KOREAN}</bdi>`), 'the line under the title').toBe(true)
    expect(new RegExp(`<dd[^>]*>${KOREAN}</dd>`).test(korean), 'the facts').toBe(true)
    expect(korean.includes('<bdi>Meridian Properties</bdi>')).toBe(false)
    expect((await html('/de/catalog/1')).includes('<bdi>Meridian Properties</bdi>')).toBe(true)
  })

  it('finds the listing by its translated developer, in any language', async () => {
    expect((await searched('메리디안', 'ko')).map((item) => [item.id, item.developer])).toEqual([
      [1, KOREAN],
    ])
    expect((await searched('메리디안', 'en')).map((item) => item.developer)).toEqual([
      'Meridian Properties',
    ])
  })
})
