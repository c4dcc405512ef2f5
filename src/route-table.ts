import { ROUTES } from './generated/routes'
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from './i18n/locales'
import { isScope, type Scope } from './lib/content-scopes'
import type { MessageKey, Translate } from './i18n/messages'
import {
  FOOTER_COLUMNS,
  type ParamNames,
  type RouteFacts,
  type WidgetPolicy,
} from './pages/define-route'

export type { LayoutName, WidgetPolicy } from './pages/define-route'

/**
 * Every page of the site, keyed by route name without the locale suffix (Nuxt's naming:
 * `index`, `our-team`, `agent-id`). Each page declares its facts in its folder's `route.ts`
 * (src/pages/define-route.ts); the build lists those files in src/generated/routes.ts.
 * Navigation, the language switcher, canonical and hreflang links, breadcrumbs, the widget,
 * the sitemap and the worker's router are all built from this one table.
 */
export const PAGES = ROUTES

export type PageName = keyof typeof PAGES
type Declared = (typeof PAGES)[PageName]

/** A page's facts, for code that handles any page. */
export type Route = Omit<RouteFacts, 'name' | 'parent'> & { name: PageName; parent?: PageName }

// A parent must be a page: a misspelt one fails the typecheck here, naming it
type Parents<R> = R extends { parent: infer P } ? P : never
type UnknownParent = Exclude<Parents<Declared>, PageName>
const parentsArePages: [UnknownParent] extends [never] ? true : UnknownParent = true
void parentsArePages

export function route(page: PageName): Route {
  return PAGES[page]
}

export type PageParams<N extends PageName> = {
  [K in ParamNames<(typeof PAGES)[N]['path']>]: string | number
}

/** Pages without parameters: the ones a plain link (SiteLink, Breadcrumbs) can name. */
export type StaticPage = {
  [N in PageName]: [ParamNames<(typeof PAGES)[N]['path']>] extends [never] ? N : never
}[PageName]

/** True for a page without parameters (its route has no patterns to match). */
export function isStaticPage(page: PageName): page is StaticPage {
  return !route(page).params
}

const byPath = (a: Route, b: Route) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)

/** Pages without parameters: these are listed in the sitemap for every locale. */
export const STATIC_PAGES: PageName[] = Object.values<Route>(PAGES)
  .filter((page) => !page.params && !page.noindex)
  .sort(byPath)
  .map((page) => page.name)

/** Pages behind a session: never indexed, never in the sitemap. */
export function isNoindex(page: PageName): boolean {
  return route(page).noindex === true
}

/** What a page does with the third-party widget; error pages (no page) show it. */
export function widgetPolicy(page: PageName | null): WidgetPolicy {
  return (page && route(page).widget) || 'shown'
}

/** The header's navigation, in order; `menuOnly` places are in the phone menu alone. */
export const NAVIGATION = Object.values<Route>(PAGES)
  .flatMap(({ name, nav }) => (nav && isStaticPage(name) ? [{ page: name, ...nav }] : []))
  .sort((a, b) => a.order - b.order)

/** The footer's columns of links, from the places the pages declare (their route's `footer`). */
export const FOOTER = FOOTER_COLUMNS.map((column) => ({
  column,
  links: Object.values<Route>(PAGES)
    .flatMap(({ name, footer = [] }) =>
      isStaticPage(name)
        ? footer
            .filter((place) => place.column === column)
            .map((place) => ({ page: name, ...place }))
        : []
    )
    .sort((a, b) => a.order - b.order),
}))

/** A page's words under `pages.{messages}` in en.json. */
export function pageText(
  t: Translate,
  page: Route,
  part: 'title' | 'description' | 'heading' | 'intro'
): string {
  const key: MessageKey = `pages.${page.messages}.${part}`
  return t(key)
}

export function routeName(page: PageName, locale: LocaleCode): string {
  return `${page}___${locale}`
}

export function localePrefix(locale: LocaleCode): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/** The router pattern of a page in one locale, e.g. `/fr/agent/:id`. */
export function localizedPattern(page: PageName, locale: LocaleCode): string {
  const path = route(page).path
  const prefix = localePrefix(locale)
  if (path === '/') return prefix || '/'
  return `${prefix}${path}`
}

/**
 * The path of a page in a locale with the parameters the router matched, for code that holds
 * any page (render, hreflang, the sitemap); `localePath` is the typed form.
 */
export function pagePath(
  page: PageName,
  locale: LocaleCode,
  params: Record<string, string | number> = {}
): string {
  return localizedPattern(page, locale).replace(/:([a-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name]))
  )
}

/** Builds the path of a page in a locale: `localePath('agent-id', 'ar', { id: 7 })` is `/ar/agent/7`. */
export function localePath<N extends PageName>(
  page: N,
  locale: LocaleCode,
  ...[params]: keyof PageParams<N> extends never ? [] : [PageParams<N>]
): string {
  return pagePath(page, locale, params)
}

/** Paths of the same page in every locale, for hreflang and the language switcher. */
export function alternatePaths(
  page: PageName,
  params: Record<string, string | number> = {}
): { locale: LocaleCode; path: string }[] {
  return LOCALE_CODES.map((locale) => ({ locale, path: pagePath(page, locale, params) }))
}

/** True when every parameter of the page matches its pattern (route validation). */
export function validParams(page: PageName, params: Record<string, string>): boolean {
  const rules = route(page).params ?? {}
  return Object.entries(rules).every(([name, rule]) => rule.test(params[name] ?? ''))
}

/**
 * The content scopes of a page at a URL: its route's `content` filled in with the path's and
 * the query's parameters, what the CMS sync names when it changes what the page shows
 * (src/lib/content-scopes.ts). A parameter that does not make a scope (a query's `abc` for an
 * id) names none.
 */
export function pageScopes(
  page: PageName,
  params: Record<string, string>,
  query: URLSearchParams
): Scope[] {
  return (route(page).content ?? []).flatMap((template) => {
    const scope = template.replace(
      /\{(\?)?(\w+)\}/g,
      (_, fromQuery: string, name: string) => (fromQuery ? query.get(name) : params[name]) ?? ''
    )
    return isScope(scope) ? [scope] : []
  })
}

/**
 * The pages a changed scope names, in every locale: what to render again after a sync (the
 * pages whose `content` names it by their path, not the ones that name it by a query). The
 * sitemap's scopes are its files.
 */
export function scopePaths(scope: Scope): string[] {
  const sitemap = /^sitemap:(\w+)(?::(\d+))?$/.exec(scope)
  if (sitemap) {
    const [, kind, file] = sitemap
    if (kind === 'index') return ['/sitemap.xml']
    return LOCALE_CODES.map((locale) => `/sitemaps/${kind}-${locale}-${file}.xml`)
  }
  return Object.values<Route>(PAGES).flatMap((page) =>
    (page.content ?? []).flatMap((template) => {
      if (template.includes('{?')) return []
      const names: string[] = []
      const pattern = template
        .replace(/[.*+^$()|[\]\\]/g, '\\$&')
        .replace(/\{(\w+)\}/g, (_, name) => {
          names.push(name)
          return '([^:]+)'
        })
      const match = new RegExp(`^${pattern}$`).exec(scope)
      if (!match) return []
      const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]))
      return alternatePaths(page.name, params).map(({ path }) => path)
    })
  )
}
