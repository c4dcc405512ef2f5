import type { ComponentType } from 'react'
import type { Bindings } from '../env'
import type { Locale } from '../i18n/locales'
import type { Translate } from '../i18n/messages'

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
  /** the Open Graph picture, a path on this site; the default picture when absent */
  image?: string
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
