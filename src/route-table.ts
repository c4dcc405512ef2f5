import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from './i18n/locales'
import type { PageMessages } from './i18n/messages'

export type LayoutName = 'default' | 'vienna' | 'empty'

interface PageDefinition {
  path: string
  layout: LayoutName
  /** the page's heading, title and description live under `pages.{messages}` in en.json */
  messages: PageMessages
  /** route validation: a parameter that fails its pattern is a 404 */
  params?: Record<string, RegExp>
  /** behind a session: `noindex`, and left out of the sitemap */
  noindex?: boolean
}

const ID = /^[1-9][0-9]{0,9}$/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Every page of the site, keyed by route name without the locale suffix (Nuxt's naming:
 * `index`, `our-team`, `agent-id`). Navigation, the language switcher, canonical and hreflang
 * links, the sitemap and the worker's router are all built from this one table.
 */
export const PAGES = {
  index: { path: '/', layout: 'default', messages: 'home' },
  terms: { path: '/terms', layout: 'default', messages: 'terms' },
  vienna: { path: '/vienna', layout: 'vienna', messages: 'vienna' },
  'vienna-rak': { path: '/vienna-rak', layout: 'vienna', messages: 'viennaRak' },
  careers: { path: '/careers', layout: 'default', messages: 'careers' },
  contact: { path: '/contact', layout: 'default', messages: 'contact' },
  privacy: { path: '/privacy', layout: 'default', messages: 'privacy' },
  copyright: { path: '/copyright', layout: 'default', messages: 'copyright' },
  feedback: { path: '/feedback', layout: 'empty', messages: 'feedback' },
  'our-team': { path: '/our-team', layout: 'default', messages: 'team' },
  partners: { path: '/partners', layout: 'default', messages: 'partners' },
  'our-story': { path: '/our-story', layout: 'default', messages: 'story' },
  'why-choose': { path: '/why-choose', layout: 'default', messages: 'whyChoose' },
  blog: { path: '/blog', layout: 'default', messages: 'blog' },
  catalog: { path: '/catalog', layout: 'default', messages: 'catalog' },
  'high-rentals': { path: '/high-rentals', layout: 'default', messages: 'highRentals' },
  'client-reviews': { path: '/client-reviews', layout: 'default', messages: 'clientReviews' },
  'refactor-example': { path: '/refactor-example', layout: 'default', messages: 'refactorExample' },
  'long-term-leasing': {
    path: '/long-term-leasing',
    layout: 'default',
    messages: 'longTermLeasing',
  },
  'partner-sign-in': { path: '/partners/sign-in', layout: 'default', messages: 'partnerSignIn' },
  'partner-dashboard': {
    path: '/partners/dashboard',
    layout: 'default',
    messages: 'partnerDashboard',
    noindex: true,
  },
  'agent-id': { path: '/agent/:id', layout: 'default', messages: 'agent', params: { id: ID } },
  'blog-slug': {
    path: '/blog/:slug',
    layout: 'default',
    messages: 'article',
    params: { slug: SLUG },
  },
  'catalog-id': {
    path: '/catalog/:id',
    layout: 'default',
    messages: 'property',
    params: { id: ID },
  },
} as const satisfies Record<string, PageDefinition>

export type PageName = keyof typeof PAGES

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type PageParams<N extends PageName> = {
  [K in ParamNames<(typeof PAGES)[N]['path']>]: string | number
}

/** Pages without parameters: these are listed in the sitemap for every locale. */
export const STATIC_PAGES = (Object.keys(PAGES) as PageName[]).filter(
  (name) => !('params' in PAGES[name]) && !isNoindex(name)
)

/** Pages behind a session: never indexed, never in the sitemap. */
export function isNoindex(page: PageName): boolean {
  return (PAGES[page] as PageDefinition).noindex === true
}

export function routeName(page: PageName, locale: LocaleCode): string {
  return `${page}___${locale}`
}

export function localePrefix(locale: LocaleCode): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/** The router pattern of a page in one locale, e.g. `/fr/agent/:id`. */
export function localizedPattern(page: PageName, locale: LocaleCode): string {
  const path: string = PAGES[page].path
  const prefix = localePrefix(locale)
  if (path === '/') return prefix || '/'
  return `${prefix}${path}`
}

/** Builds the path of a page in a locale: `localePath('agent-id', 'ar', { id: 7 })` is `/ar/agent/7`. */
export function localePath<N extends PageName>(
  page: N,
  locale: LocaleCode,
  ...[params]: keyof PageParams<N> extends never ? [] : [PageParams<N>]
): string {
  const pattern = localizedPattern(page, locale)
  if (!params) return pattern
  return pattern.replace(/:([a-z]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name]))
  )
}

/** Paths of the same page in every locale, for hreflang and the language switcher. */
export function alternatePaths(
  page: PageName,
  params: Record<string, string | number> = {}
): { locale: LocaleCode; path: string }[] {
  return LOCALE_CODES.map((locale) => ({
    locale,
    path: (localePath as (p: PageName, l: LocaleCode, q: object) => string)(page, locale, params),
  }))
}

/** True when every parameter of the page matches its pattern (route validation). */
export function validParams(page: PageName, params: Record<string, string>): boolean {
  const definition: PageDefinition = PAGES[page]
  const rules = definition.params ?? {}
  return Object.entries(rules).every(([name, rule]) => rule.test(params[name] ?? ''))
}
