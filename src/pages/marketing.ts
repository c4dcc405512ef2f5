import type { MessageKey } from '../i18n/messages'
import { PAGES, type PageName } from '../route-table'
import type { PageMeta, ViewContext } from './types'

/** The canonical origin, as the head's links use it: `PUBLIC_ORIGIN`, else the request's. */
export function siteOriginOf({ env, url }: Pick<ViewContext, 'env' | 'url'>): string {
  return (env.PUBLIC_ORIGIN?.trim() || url.origin).replace(/\/+$/, '')
}

/** A page's title and description from `pages.{messages}`, with its Open Graph picture. */
export function marketingMeta(page: PageName, imageKey: string) {
  const key = PAGES[page].messages
  return async ({ t }: ViewContext): Promise<PageMeta> => ({
    title: t(`pages.${key}.title` as MessageKey),
    description: t(`pages.${key}.description` as MessageKey),
    image: `/images/${imageKey}-1280.jpg`,
  })
}

/** What every marketing page loads at least: the origin for structured data. */
export interface MarketingData {
  origin: string
}
