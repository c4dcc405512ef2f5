import type { Bindings } from '../env'
import type { BlogPostSummary } from '../schemas/blog'
import type { PropertySummary } from '../schemas/property'
import { keepHebrewHyphensIn } from '../i18n/hebrew-hyphens'
import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales'
import { cmsBaseUrl } from '../server/cms'
import { d1Source } from './d1'
import { memoized } from './memo'
import type {
  SitemapKeys,
  SitemapEntriesPage,
  SitemapEntriesQuery,
  SitemapKind,
  SitemapRange,
} from './sitemap-keys'
import type { ContentSource } from './source'
import { strapiSource } from './strapi'
import { log } from '../lib/log'

export { ContentUnavailable, type ContentSource } from './source'
export type { SitemapEntry, SitemapKind } from './sitemap-keys'

let warned = false

/** D1 unless `CONTENT_SOURCE=cms` names the Strapi backend at `CMS_URL`. */
export function contentSource(env: Bindings, locale: LocaleCode = DEFAULT_LOCALE): ContentSource {
  if (env.CONTENT_SOURCE?.trim().toLowerCase() === 'cms') {
    const baseUrl = cmsBaseUrl(env.CMS_URL)
    if (baseUrl) {
      const source = typeset(strapiSource({ baseUrl, locale }), locale)
      return memoized(source, `cms:${baseUrl}:${locale}`, env.DB)
    }
    // A misconfiguration must not take the site down: say so once, serve D1
    if (!warned) log.error('content.cms-url-invalid', { fallback: 'd1' })
    warned = true
  }
  return memoized(typeset(d1Source(env.DB, locale), locale), `d1:${locale}`, env.DB)
}

/** Content set as the language sets text on a line (src/i18n/hebrew-hyphens.ts), as messages are. */
function typeset(source: ContentSource, locale: LocaleCode): ContentSource {
  if (locale !== 'he') return source
  const reads = Object.entries(source).map(([name, read]) => [
    name,
    async (...args: unknown[]) => keepHebrewHyphensIn(await read(...args)),
  ])
  return Object.fromEntries(reads) as ContentSource
}

// The reads a page makes, each for the request's locale: `listProperties(env, locale, query)`.
// Written as a mapped type so that `source[name](...args)` typechecks for any one read.
type Read = Omit<ContentSource, keyof SitemapKeys>
type Reads = { [K in keyof Read]: (...args: Parameters<Read[K]>) => ReturnType<Read[K]> }

function read<K extends keyof Reads>(name: K) {
  return (env: Bindings, locale: LocaleCode, ...args: Parameters<Reads[K]>) => {
    const source: Reads = contentSource(env, locale)
    return source[name](...args)
  }
}

export const listProperties = read('listProperties')
export const getProperty = read('getProperty')
export const listLocations = read('listLocations')
export const listAgents = read('listAgents')
export const getAgent = read('getAgent')
export const listTestimonials = read('listTestimonials')
export const listPosts = read('listPosts')
export const getPost = read('getPost')

/**
 * Listings like this one: the same community first, then the same type, never itself. Built on
 * `listProperties`, so it works the same for every source.
 */
export async function listSimilarProperties(
  env: Bindings,
  locale: LocaleCode,
  property: PropertySummary,
  limit = 3
): Promise<PropertySummary[]> {
  const source = contentSource(env, locale)
  const [sameArea, sameType] = await Promise.all([
    source.listProperties({ location: property.area.slug, pageSize: limit + 1 }),
    source.listProperties({ type: property.type, pageSize: limit + 1 }),
  ])
  const seen = new Set([property.id])
  return [...sameArea.items, ...sameType.items]
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .slice(0, limit)
}

/** Other articles of the same topic, then the newest of any topic. */
export async function listRelatedPosts(
  env: Bindings,
  locale: LocaleCode,
  post: BlogPostSummary,
  limit = 3
): Promise<BlogPostSummary[]> {
  const source = contentSource(env, locale)
  const [sameTopic, newest] = await Promise.all([
    source.listPosts({ topic: post.topic, pageSize: limit + 1 }),
    source.listPosts({ pageSize: limit + 1 }),
  ])
  const seen = new Set([post.id])
  return [...sameTopic.items, ...newest.items]
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .slice(0, limit)
}

/** The ranges of keys that hold entries of a kind, for the sitemap index (sitemap-keys.ts). */
export function sitemapRanges(
  env: Bindings,
  kind: SitemapKind,
  width: number
): Promise<SitemapRange[]> {
  return contentSource(env).sitemapRanges(kind, width)
}

/** One keyset page of a kind's keys and last changes, for a sitemap file. */
export function sitemapEntries(
  env: Bindings,
  kind: SitemapKind,
  query: SitemapEntriesQuery
): Promise<SitemapEntriesPage> {
  return contentSource(env).sitemapEntries(kind, query)
}
