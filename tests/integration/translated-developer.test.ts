// A listing's developer is translated content (content_translations field 'developer'), English
// from the listing's column where a language has no translation (migration 0028).
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
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
  // the Korean seed names every listing's developer in Hangul; German keeps the English names
  it('shows the translation where there is one and the English name elsewhere', async () => {
    const korean = await html('/ko/catalog/1')
    // the line under the title and the facts (the description is the translators' words)
    expect(korean.includes(`<bdi>${KOREAN}</bdi>`), 'the line under the title').toBe(true)
    expect(new RegExp(`<dd[^>]*>${KOREAN}</dd>`).test(korean), 'the facts').toBe(true)
    expect(korean.includes('<bdi>Meridian Properties</bdi>')).toBe(false)
    expect((await html('/de/catalog/1')).includes('<bdi>Meridian Properties</bdi>')).toBe(true)
  })

  it('finds the listing by its translated developer, in any language', async () => {
    const korean = await searched('메리디안', 'ko')
    expect(korean.map((item) => item.id)).toContain(1)
    expect(new Set(korean.map((item) => item.developer))).toEqual(new Set([KOREAN]))
    const english = await searched('메리디안', 'en')
    expect(english.map((item) => item.id)).toEqual(korean.map((item) => item.id))
    expect(new Set(english.map((item) => item.developer))).toEqual(new Set(['Meridian Properties']))
  })
})
