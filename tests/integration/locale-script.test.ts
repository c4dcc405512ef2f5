import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { localePath, STATIC_PAGES, type PageName } from '../../src/route-table'
import { visibleText } from './html-text'

const pathOf = localePath as (page: PageName, locale: string) => string

/**
 * The share of a page's visible words written in the script of `pattern`. Words, not letters:
 * a Hangul syllable or an unvowelled Hebrew word holds what takes English twice the letters. Elements marked as
 * another language (the language menu's own names, reviews in their author's language) are left
 * out: they are meant to be in another script.
 */
async function scriptShare(path: string, pattern: RegExp): Promise<number> {
  const html = await (await SELF.fetch(`http://example.com${path}`)).text()
  const locale = path.split('/')[1]
  const foreign = new RegExp(`<(\\w+)[^>]*\\slang="(?!${locale})[^"]*"[^>]*>[^<]*</\\1>`, 'g')
  const words = [...visibleText(html.replace(foreign, ' ')).matchAll(/\p{L}+/gu)].map((m) => m[0])
  return words.filter((word) => pattern.test(word)).length / words.length
}

// Pages whose words all come from the message files. The others also show content (listings,
// articles, consultants) whose names of people, projects and developers stay as written, and
// client reviews, which stay in the language their authors wrote.
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

// Languages written in their own script, and the content pages read in each. The reviews page is
// left out: it shows reviews in the language each author wrote.
const SCRIPTS: Record<string, RegExp> = {
  ar: /\p{Script=Arabic}/u,
  ru: /\p{Script=Cyrillic}/u,
  he: /\p{Script=Hebrew}/u,
  ko: /\p{Script=Hangul}/u,
}
const CONTENT_PAGES = [
  ...STATIC_PAGES.filter((page) => !INTERFACE_PAGES.includes(page) && page !== 'client-reviews'),
  'catalog/7',
  'catalog/23',
  'agent/1',
  'blog/off-plan-escrow-rules-explained',
]

// A shipped language is the page's language: at least 85% of the words on each interface page,
// brand and e-mail addresses included, are in its script, and most of the
// words of every page showing content
describe('pages read in their own language', () => {
  it('lists only pages that exist', () => {
    for (const page of INTERFACE_PAGES) expect(STATIC_PAGES).toContain(page)
  })

  for (const [locale, script] of Object.entries(SCRIPTS)) {
    it.each(INTERFACE_PAGES)(`/${locale}: %s is written in its script`, async (page) => {
      const path = pathOf(page, locale)
      expect(await scriptShare(path, script), path).toBeGreaterThan(0.85)
    })

    it.each(CONTENT_PAGES)(`/${locale}: %s is mostly written in its script`, async (page) => {
      const path = page.includes('/') ? `/${locale}/${page}` : pathOf(page as PageName, locale)
      expect(await scriptShare(path, script), path).toBeGreaterThan(0.6)
    })
  }
})
