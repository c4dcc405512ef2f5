// Testimonials and consultants' client reviews show in the language the client wrote them in,
// marked with it, and say so in the page's language when that is another one.
import { env, SELF } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import { bumpAllScopes } from '../../src/db/content-scopes'
import { decodeHtml } from './html-text'

async function html(path: string) {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  expect(response.status, path).toBe(200)
  return decodeHtml(await response.text())
}

/** Each quote's language and direction, and the note that follows it (if any). */
function quotes(page: string) {
  return [
    ...page.matchAll(
      /<blockquote lang="([^"]+)" dir="(ltr|rtl)"[^>]*>[\s\S]*?<\/blockquote>(?:<p class="[^"]*">([^<]*)<\/p>)?/g
    ),
  ].map(([, lang, dir, note]) => ({ lang, dir, note: note ?? null }))
}

describe("clients' own words", () => {
  it('marks the English testimonials on a Korean page, in Korean', async () => {
    const shown = quotes(await html('/ko/client-reviews'))
    expect(shown.length).toBeGreaterThan(5)
    for (const quote of shown) expect(quote).toEqual({ lang: 'en', dir: 'ltr', note: '원문: 영어' })
  })

  it('marks them on the Arabic home page, in Arabic, left to right inside the right-to-left page', async () => {
    const shown = quotes(await html('/ar'))
    expect(shown.length).toBeGreaterThan(2)
    for (const quote of shown) {
      expect(quote).toEqual({ lang: 'en', dir: 'ltr', note: 'النص الأصلي باللغة الإنجليزية' })
    }
  })

  it('marks a consultant client reviews on their profile', async () => {
    const shown = quotes(await html('/ar/agent/1'))
    expect(shown).toHaveLength(3)
    expect(shown[0]).toEqual({ lang: 'en', dir: 'ltr', note: 'النص الأصلي باللغة الإنجليزية' })
  })

  it('says nothing on a page in the language the client wrote', async () => {
    const shown = quotes(await html('/client-reviews'))
    expect(shown.length).toBeGreaterThan(5)
    for (const quote of shown) expect(quote.note).toBeNull()
  })

  describe('a testimonial written in Arabic', () => {
    afterAll(async () => {
      await env.DB.prepare("UPDATE testimonials SET language = 'en' WHERE id = 2").run()
      await bumpAllScopes(env.DB)
    })

    it('reads right to left everywhere, and is marked on the pages of other languages', async () => {
      await env.DB.prepare(
        "UPDATE testimonials SET language = 'ar', text = 'خدمة ممتازة من البداية حتى التسليم.' WHERE id = 2"
      ).run()
      await bumpAllScopes(env.DB)
      const arabic = quotes(await html('/ar/client-reviews')).filter((q) => q.lang === 'ar')
      expect(arabic).toEqual([{ lang: 'ar', dir: 'rtl', note: null }])
      const korean = quotes(await html('/ko/client-reviews')).filter((q) => q.lang === 'ar')
      expect(korean).toEqual([{ lang: 'ar', dir: 'rtl', note: '원문: 아랍어' }])
    })
  })
})
