import type { MessageKey } from '../i18n/messages'
import { artworkImage, type ShareArtwork } from '../lib/seo'
import { HERO_SIZES } from '../components/marketing/hero'
import { PAGES, type PageName } from '../route-table'
import type { PageMeta, ViewContext } from './types'

/**
 * A page's title and description from `pages.{messages}`, with its Open Graph picture. `hero`:
 * the same artwork is the hero's picture (MarketingHero), preloaded from the head.
 */
export function marketingMeta(page: PageName, imageKey: ShareArtwork, { hero = false } = {}) {
  const key = PAGES[page].messages
  return async ({ t }: ViewContext): Promise<PageMeta> => ({
    title: t(`pages.${key}.title` as MessageKey),
    description: t(`pages.${key}.description` as MessageKey),
    image: artworkImage(imageKey, t),
    hero: hero ? { image: { key: imageKey, alt: '' }, sizes: HERO_SIZES } : undefined,
  })
}
