import type { ComponentType, ReactNode } from 'react'
import type { Bindings } from '../env'
import type { Locale } from '../i18n/locales'
import type { Translate } from '../i18n/messages'
import type { ShareImage } from '../lib/seo'
import type { Route } from '../route-table'
import type { Image } from '../schemas/common'

export interface ViewContext {
  env: Bindings
  locale: Locale
  t: Translate
  params: Record<string, string>
  url: URL
  /** the canonical origin (`PUBLIC_ORIGIN` or the request's) */
  origin: string
}

export interface PageMeta {
  title: string
  description: string
  /** the share picture (Open Graph, X card); the route's artwork or the default when absent */
  image?: ShareImage
  /** `article` for a blog post (Open Graph type, with its dates); `website` otherwise */
  article?: { publishedTime: string; modifiedTime?: string; section?: string }
  /** the page's name in its breadcrumb trail, when shorter than its title */
  crumb?: string
  /**
   * The picture of the first screen (the largest paint): preloaded from the head, so it
   * downloads while the browser still parses the page. `sizes` as the page shows it.
   */
  hero?: { image: Image; sizes: string }
}

/** What a page makes of a request: its status (200 when absent), its head and its data. */
export interface Resolved<Data> {
  status?: number
  meta: PageMeta
  data: Data
}

export interface PageDefinition<Data> {
  /**
   * Read once, before the status is sent: null is a 404, a throw a 503 (the content source
   * failed), so the status always tells the truth about the page.
   */
  resolve: (ctx: ViewContext) => Promise<Resolved<Data> | null>
  Component: ComponentType<{ data: Data }>
}

/** A page as the router holds it: its route facts and a resolve that yields the content. */
export interface Page {
  route: Route
  resolve: (
    ctx: ViewContext
  ) => Promise<{ status: number; meta: PageMeta; content: ReactNode } | null>
}

/**
 * A page folder's `index.tsx` default-exports this. The page's data type stays inside: the
 * router holds every page as the same `Page`, with nothing to cast.
 */
export function definePage<Data>(route: Route, page: PageDefinition<Data>): Page {
  const { Component } = page
  return {
    route,
    async resolve(ctx) {
      const resolved = await page.resolve(ctx)
      if (!resolved) return null
      const { status = 200, meta, data } = resolved
      return { status, meta, content: <Component data={data} /> }
    },
  }
}
