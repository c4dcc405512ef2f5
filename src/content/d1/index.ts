import type { LocaleCode } from '../../i18n/locales'
import { unavailableOnFailure, type ContentSource } from '../source'
import { d1People } from './people'
import { d1Posts } from './posts'
import { d1Properties } from './properties'
import { d1Sitemap } from './sitemap'

export { COUNT_LIMIT } from './property-query'

/** The default source: the content tables of the worker's own D1 database. */
export function d1Source(db: D1Database, locale: LocaleCode): ContentSource {
  const source: ContentSource = {
    ...d1Sitemap(db),
    ...d1Properties(db, locale),
    ...d1People(db, locale),
    ...d1Posts(db, locale),
  }
  const guard = <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    unavailableOnFailure('D1', read)
  return {
    listProperties: guard(source.listProperties),
    getProperty: guard(source.getProperty),
    listLocations: guard(source.listLocations),
    listAgents: guard(source.listAgents),
    getAgent: guard(source.getAgent),
    listTestimonials: guard(source.listTestimonials),
    listPosts: guard(source.listPosts),
    getPost: guard(source.getPost),
    sitemapRanges: guard(source.sitemapRanges),
    sitemapEntries: guard(source.sitemapEntries),
  }
}
