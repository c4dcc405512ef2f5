import { HERO_SIZES } from '../components/marketing/hero'
import type { Translate } from '../i18n/messages'
import { pageText, type Route } from '../route-table'
import type { PageMeta, Resolved, ViewContext } from './page'

/**
 * A page's title and description from `pages.{messages}`; its share picture is its route's
 * artwork. `hero`: that artwork is also the hero's picture (MarketingHero), preloaded from the head.
 */
export function routeMeta(route: Route, t: Translate, { hero = false } = {}): PageMeta {
  return {
    title: pageText(t, route, 'title'),
    description: pageText(t, route, 'description'),
    hero:
      hero && route.artwork
        ? { image: { key: route.artwork, alt: '' }, sizes: HERO_SIZES }
        : undefined,
  }
}

/** The resolve of a page whose words are all in the message files: no data to read. */
export function marketingResolve(route: Route, options: { hero?: boolean } = {}) {
  return async ({ t }: ViewContext): Promise<Resolved<undefined>> => ({
    meta: routeMeta(route, t, options),
    data: undefined,
  })
}
