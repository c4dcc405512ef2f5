import type en from '../../locales/en.json'
import type { MessageKey } from '../i18n/messages'
import type { ShareArtwork } from '../lib/seo'

// What the site knows about a page before it renders it: a page folder's `route.ts`. These files
// hold data only (no React, no content source): the route table, the router, the sitemap, the
// header, breadcrumbs and the widget are built from them (scripts/build-pages.mjs lists them).

export type LayoutName = 'default' | 'vienna' | 'empty'

/** A key under `pages.` in en.json: the page's title, description, heading and intro. */
export type PageMessages = keyof typeof en.pages

/** The third-party widget on a page: loaded and shown, loaded but hidden, or never loaded. */
export type WidgetPolicy = 'shown' | 'hidden' | 'off'

/** The footer's columns, in the order they are shown; the heading is `footer.{column}`. */
export const FOOTER_COLUMNS = ['explore', 'company', 'legal'] as const

/** A link to the page in a footer column, in `order`; `query` links a filtered view of it. */
export interface FooterPlace {
  column: (typeof FOOTER_COLUMNS)[number]
  label: MessageKey
  order: number
  query?: string
}

export interface RouteFacts {
  /** Nuxt's route naming, without the locale suffix: `index`, `our-team`, `agent-id` */
  name: string
  path: string
  layout: LayoutName
  messages: PageMessages
  /** route validation: a parameter that fails its pattern is a 404 */
  params?: Record<string, RegExp>
  /** behind a session: `noindex`, and left out of the sitemap */
  noindex?: true
  /** the share picture when the page names none (DEFAULT_ARTWORK otherwise) */
  artwork?: ShareArtwork
  /** the page above this one in its breadcrumb trail (home when absent); checked in route-table.ts */
  parent?: string
  /** `shown` when absent (SPEC.md sections 2 and 7) */
  widget?: WidgetPolicy
  /** a place in the header's navigation, in `order`; `menuOnly`: in the phone menu only */
  nav?: { label: MessageKey; order: number; menuOnly?: true }
  /** the page's links in the footer (a page may have several, e.g. the blog and its news) */
  footer?: readonly FooterPlace[]
  /**
   * The content the page shows, as the CMS sync names what it changes (src/lib/content-scopes.ts):
   * its cached copy is rendered again when one of these changes. `{id}` is a path parameter,
   * `{?name}` a query parameter (left out when the query has none). None: the page does not
   * change with the content.
   */
  content?: readonly string[]
}

/** The `:name` parameters of a path pattern. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** A path with parameters must give each one a pattern, and a path without none. */
type ParamRules<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<P>, RegExp> }

/** Declares a page's facts, keeping every literal (name, path, parent) for the route table's types. */
export function defineRoute<const R extends RouteFacts>(route: R & ParamRules<R['path']>): R {
  return route
}

export const ID = /^[1-9][0-9]{0,9}$/
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
