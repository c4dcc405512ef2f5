import type { MessageKey } from '../i18n/messages'
import { artworkImage, type ShareArtwork } from '../lib/seo'
import { PAGES, type PageName } from '../route-table'
import type { PageMeta, ViewContext } from './types'

/** A page's title and description from `pages.{messages}`, with its Open Graph picture. */
export function marketingMeta(page: PageName, imageKey: ShareArtwork) {
  const key = PAGES[page].messages
  return async ({ t }: ViewContext): Promise<PageMeta> => ({
    title: t(`pages.${key}.title` as MessageKey),
    description: t(`pages.${key}.description` as MessageKey),
    image: artworkImage(imageKey, t),
  })
}
