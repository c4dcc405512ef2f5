// A date reads one way wherever the site shows it (the long style: a blog card says what its
// article says), and an article takes as long to read in every language: its reading time is
// counted on the English words, whatever script the page reads.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { decodeHtml } from './html-text'

async function html(path: string) {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  expect(response.status, path).toBe(200)
  return decodeHtml(await response.text())
}

const NEWEST = { slug: 'where-dubai-rental-yields-are-highest', date: '2025-10-28' }

/** The words of the first `<time datetime=…>` for a date on a page. */
function shownDate(page: string, date: string): string | undefined {
  return page.match(new RegExp(`<time dateTime="${date}"[^>]*>([^<]+)</time>`, 'i'))?.[1]
}

/** The article's reading time as its structured data states it, in minutes. */
function minutes(page: string): number {
  return Number(page.match(/"timeRequired":"PT(\d+)M"/)?.[1])
}

describe('dates', () => {
  for (const [locale, long] of [
    ['ko', '2025년 10월 28일'],
    ['he', '28 באוקטובר 2025'],
    ['de', '28. Oktober 2025'],
  ] as const) {
    it(`prints a blog card's date as its article does in ${locale}`, async () => {
      expect(shownDate(await html(`/${locale}/blog`), NEWEST.date)).toBe(long)
      // the article says it in a sentence ("Published on …")
      expect(shownDate(await html(`/${locale}/blog/${NEWEST.slug}`), NEWEST.date)).toContain(long)
    })
  }

  it("prints a payment plan's instalments in the long style", async () => {
    const french = await html('/fr/catalog/1')
    const dates = [...french.matchAll(/<time dateTime="(\d{4}-\d\d-\d\d)">([^<]+)<\/time>/g)]
    expect(dates.length).toBeGreaterThan(1)
    for (const [, , words] of dates) expect(words).toMatch(/^(1er|\d{1,2}) \p{L}+ \d{4}$/u)
  })
})

describe('reading time', () => {
  it('is the same for an article in every language, Korean included', async () => {
    const english = await html(`/blog/${NEWEST.slug}`)
    expect(minutes(english)).toBe(2)
    for (const locale of ['ko', 'ar', 'he', 'ru']) {
      expect(minutes(await html(`/${locale}/blog/${NEWEST.slug}`)), locale).toBe(2)
    }
    expect(await html(`/ko/blog/${NEWEST.slug}`)).toContain('2분 분량')
    expect(await html('/ko/blog')).toContain('2분 분량')
  })
})

describe('a payment plan instalment', () => {
  it('is one sentence in the language: French puts a no-break space before its colon', async () => {
    const french = await html('/fr/catalog/1')
    const line = french.match(/<\/time><\/p><p class="[^"]*">([\s\S]*?)<\/p>/)?.[1] ?? ''
    const text = line.replace(/<[^>]+>/g, '')
    expect(text).toMatch(/^\S[^:]*\u00a0: \d+[\u00a0\u202f]% · /)
    const english = (await html('/catalog/1')).match(
      /<\/time><\/p><p class="[^"]*">([\s\S]*?)<\/p>/
    )
    expect(english?.[1]?.replace(/<[^>]+>/g, '')).toMatch(/^[^:\u00a0]*[^\u00a0]: \d+% · USD/)
  })
})
