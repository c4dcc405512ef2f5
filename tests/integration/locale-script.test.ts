import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { localePath, STATIC_PAGES, type PageName } from '../../src/route-table'
import { visibleText } from './html-text'

const pathOf = localePath as (page: PageName, locale: string) => string

/** The share of a page's visible letters written in the script of `pattern`. */
async function scriptShare(path: string, pattern: RegExp): Promise<number> {
  const html = await (await SELF.fetch(`http://example.com${path}`)).text()
  const letters = [...visibleText(html).matchAll(/\p{L}/gu)].map((m) => m[0])
  return letters.filter((letter) => pattern.test(letter)).length / letters.length
}

// Pages whose words all come from the message files. The others also show listings, articles,
// consultants and client reviews from the content source, which stay in English until their
// translations are seeded (and reviews stay in the language their authors wrote).
const INTERFACE_PAGES: PageName[] = [
  'careers',
  'contact',
  'copyright',
  'feedback',
  'long-term-leasing',
  'our-story',
  'partner-sign-in',
  'partners',
  'privacy',
  'terms',
  'vienna',
  'vienna-rak',
]

// A shipped language is the page's language: at least 85% of the letters on each of these pages,
// brand, e-mail addresses and the language switcher included, are in its script
describe('pages read in their own language', () => {
  it('lists only pages that exist', () => {
    for (const page of INTERFACE_PAGES) expect(STATIC_PAGES).toContain(page)
  })

  it.each(INTERFACE_PAGES)('/ar: %s is written in Arabic', async (page) => {
    const path = pathOf(page, 'ar')
    expect(await scriptShare(path, /\p{Script=Arabic}/u), path).toBeGreaterThan(0.85)
  })
})
