// Testimonials and consultants' client reviews show in the language the client wrote them in,
// marked with it, and say so in the page's language when that is another one. The demo clients
// write in their own languages (an Italian from Milan in Italian, a Korean from Seoul in Korean),
// several in English.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { decodeHtml } from './html-text'

async function html(path: string) {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  expect(response.status, path).toBe(200)
  return decodeHtml(await response.text())
}

/** Each quote's language and direction, and the note that follows it (if any), not the author. */
function quotes(page: string) {
  return [
    ...page.matchAll(
      /<blockquote lang="([^"]+)" dir="(ltr|rtl)"[^>]*>[\s\S]*?<\/blockquote>(?:<p class="mt-2 text-xs[^"]*">([^<]*)<\/p>)?/g
    ),
  ].map(([, lang, dir, note]) => ({ lang, dir, note: note ?? null }))
}

/** The note a page in `locale` puts under words written in `language`. */
const noteIn = (locale: string, language: string, template: string) =>
  template.replace(
    '{{language}}',
    new Intl.DisplayNames([locale], { type: 'language' }).of(language)!
  )

describe("clients' own words", () => {
  it('shows the testimonials in several languages, each marked in the page language', async () => {
    const shown = quotes(await html('/ko/client-reviews?page=3'))
    expect(shown.length).toBeGreaterThan(5)
    const languages = new Set(shown.map((quote) => quote.lang))
    expect(languages.size, [...languages].join(', ')).toBeGreaterThanOrEqual(5)
    expect(languages).toContain('en')
    expect(languages).toContain('ko')
    for (const quote of shown) {
      expect(quote.dir).toBe(quote.lang === 'ar' || quote.lang === 'he' ? 'rtl' : 'ltr')
      // a Korean client's words on a Korean page need no note
      expect(quote.note).toBe(
        quote.lang === 'ko' ? null : noteIn('ko-KR', quote.lang!, '원문: {{language}}')
      )
    }
    expect(shown.find((quote) => quote.lang === 'en')?.note).toBe('원문: 영어')
  })

  it('marks them on the Arabic home page, in Arabic', async () => {
    const shown = quotes(await html('/ar'))
    expect(shown.length).toBeGreaterThan(2)
    for (const quote of shown.filter((q) => q.lang !== 'ar')) {
      expect(quote.note).toBe(noteIn('ar-AE', quote.lang!, 'النص الأصلي باللغة {{language}}'))
    }
    expect(shown.find((quote) => quote.lang === 'en')?.note).toBe('النص الأصلي باللغة الإنجليزية')
  })

  it("marks a consultant's client reviews on their profile, each in its own language", async () => {
    const shown = quotes(await html('/ar/agent/1'))
    expect(shown).toEqual([
      { lang: 'fr', dir: 'ltr', note: 'النص الأصلي باللغة الفرنسية' },
      { lang: 'ar', dir: 'rtl', note: null },
      { lang: 'en', dir: 'ltr', note: 'النص الأصلي باللغة الإنجليزية' },
    ])
  })

  it('says nothing under the words written in the language of the page', async () => {
    const shown = quotes(await html('/client-reviews?page=3'))
    expect(shown.filter((quote) => quote.lang === 'en').length).toBeGreaterThan(2)
    for (const quote of shown) {
      expect(quote.note).toBe(
        quote.lang === 'en' ? null : noteIn('en-US', quote.lang!, 'Written in {{language}}')
      )
    }
    const italian = quotes(await html('/it/client-reviews?page=3')).find(
      (quote) => quote.lang === 'it'
    )
    expect(italian).toEqual({ lang: 'it', dir: 'ltr', note: null })
  })

  it('reads a testimonial written in Arabic right to left on every page', async () => {
    const arabic = quotes(await html('/ar/client-reviews?page=3')).filter((q) => q.lang === 'ar')
    expect(arabic).toEqual([{ lang: 'ar', dir: 'rtl', note: null }])
    const korean = quotes(await html('/ko/client-reviews?page=3')).filter((q) => q.lang === 'ar')
    expect(korean).toEqual([{ lang: 'ar', dir: 'rtl', note: '원문: 아랍어' }])
  })
})
