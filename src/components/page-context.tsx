import { createContext, useContext } from 'react'
import type { Locale } from '../i18n/locales'
import type { Translate } from '../i18n/messages'
import type { PageName } from '../route-table'

export interface PageContextValue {
  locale: Locale
  t: Translate
  /** the page being rendered; null on error pages */
  page: PageName | null
  params: Record<string, string>
  /** the current path and query, for the language switcher */
  path: string
  /** the canonical origin (`PUBLIC_ORIGIN` or the request's), for absolute URLs in JSON-LD */
  origin: string
}

const PageContext = createContext<PageContextValue | null>(null)

export const PageProvider = PageContext.Provider

export function usePage(): PageContextValue {
  const page = useContext(PageContext)
  if (!page) throw new Error('usePage() outside a PageProvider')
  return page
}
