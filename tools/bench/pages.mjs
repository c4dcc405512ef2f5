// The page types the bench measures, with the URL of each in a locale. A property and an
// article are found by their links on the catalogue and the blog, so the bench follows the seeds.
import { HEADERS } from './load.mjs'

/** Every page type of DESIGN.md's JavaScript budget; `path` is the English path. */
export const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'catalogue', path: '/catalog' },
  { type: 'property', find: { list: '/catalog', link: /href="(\/catalog\/\d+)"/ } },
  { type: 'team', path: '/our-team' },
  { type: 'blog', path: '/blog' },
  { type: 'article', find: { list: '/blog', link: /href="(\/blog\/[a-z0-9-]+)"/ } },
  { type: 'partners', path: '/partners' },
  { type: 'high-rentals', path: '/high-rentals' },
  { type: 'legal', path: '/privacy' },
]

/** Resolves every page type to its English path; a type without a link found has none. */
export async function resolvePages(origin) {
  const resolved = []
  for (const page of PAGE_TYPES) {
    let path = page.path
    if (page.find) {
      const response = await fetch(`${origin}${page.find.list}`, { headers: HEADERS })
      path = (await response.text()).match(page.find.link)?.[1]
    }
    resolved.push({ type: page.type, path })
  }
  return resolved
}

/** The same page in another locale: `/ar/catalog`, `/ar` for the home page. */
export function localized(path, locale) {
  if (locale === 'en') return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
