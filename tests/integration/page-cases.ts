import type { LocaleCode } from '../../src/i18n/locales'
import { localePath, STATIC_PAGES, type PageName } from '../../src/route-table'

// Every page type, for the tests that walk the whole site: each static page and one page of
// each kind of content (a listing, a consultant, an article), on the site's public origin.

export const ORIGIN = 'https://brokerage.example'

export interface PageCase {
  page: PageName
  params?: Record<string, string>
}

export const DETAIL_PAGES: PageCase[] = [
  { page: 'catalog-id', params: { id: '7' } },
  { page: 'agent-id', params: { id: '1' } },
  { page: 'blog-slug', params: { slug: 'golden-visa-through-property' } },
]
export const CASES: PageCase[] = [...STATIC_PAGES.map((page) => ({ page })), ...DETAIL_PAGES]

export const pathOf = ({ page, params }: PageCase, locale: LocaleCode) =>
  (localePath as (p: PageName, l: LocaleCode, q?: object) => string)(page, locale, params)
