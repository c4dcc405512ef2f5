import type { ComponentType } from 'react'
import type { Bindings } from '../env'
import type { Locale } from '../i18n/locales'
import type { Translate } from '../i18n/messages'
import type { ShareImage } from '../lib/seo'
import type { Image } from '../schemas/common'

export interface ViewContext {
  env: Bindings
  locale: Locale
  t: Translate
  params: Record<string, string>
  url: URL
}

export interface PageMeta {
  title: string
  description: string
  /** the share picture (Open Graph, X card); the page's artwork or the default when absent */
  image?: ShareImage
  /** `article` for a blog post (Open Graph type, with its dates); `website` otherwise */
  article?: { publishedTime: string; modifiedTime?: string; section?: string }
  /** the page's name in its breadcrumb trail, when shorter than its title */
  crumb?: string
  /**
   * The picture of the first screen (the largest paint): preloaded from the head, so it
   * downloads while the worker still loads the page's data. `sizes` as the page shows it.
   */
  hero?: { image: Image; sizes: string }
}

/**
 * How a page is served: `meta` is awaited before the response starts (it decides 404 and the
 * head); `load` is awaited after the head has been sent, so slow data never delays it.
 */
export interface PageView<Data = unknown> {
  meta?: (ctx: ViewContext) => Promise<PageMeta | null>
  load?: (ctx: ViewContext) => Promise<Data>
  Component: ComponentType<{ data: Data }>
}
