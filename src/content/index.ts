import type { Bindings } from '../env'
import type { Agent } from '../schemas/agent'
import type { BlogPost, BlogPostSummary } from '../schemas/blog'
import type { Page } from '../schemas/common'
import type {
  AgentQuery,
  BlogQuery,
  PropertyQuery,
  TestimonialQuery,
} from '../schemas/content-query'
import type { LocationOption, Property, PropertySummary } from '../schemas/property'
import type { Testimonial } from '../schemas/testimonial'
import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales'
import { cmsBaseUrl } from '../server/cms'
import { d1Source } from './d1'
import { memoized } from './memo'
import type {
  SitemapEntriesPage,
  SitemapEntriesQuery,
  SitemapKind,
  SitemapRange,
} from './sitemap-keys'
import type { ContentSource } from './source'
import { strapiSource } from './strapi'

export { ContentUnavailable, type ContentSource } from './source'
export type { SitemapEntry, SitemapKind } from './sitemap-keys'

let warned = false

/** D1 unless `CONTENT_SOURCE=cms` names the Strapi backend at `CMS_URL`. */
export function contentSource(env: Bindings, locale: LocaleCode = DEFAULT_LOCALE): ContentSource {
  if (env.CONTENT_SOURCE?.trim().toLowerCase() === 'cms') {
    const baseUrl = cmsBaseUrl(env.CMS_URL)
    if (baseUrl)
      return memoized(strapiSource({ baseUrl, locale }), `cms:${baseUrl}:${locale}`, env.DB)
    // A misconfiguration must not take the site down: say so once, serve D1
    if (!warned) console.error('CONTENT_SOURCE=cms needs a valid CMS_URL; serving content from D1')
    warned = true
  }
  return memoized(d1Source(env.DB, locale), `d1:${locale}`, env.DB)
}

export function listProperties(
  env: Bindings,
  locale: LocaleCode,
  query: PropertyQuery
): Promise<Page<PropertySummary>> {
  return contentSource(env, locale).listProperties(query)
}

export function getProperty(
  env: Bindings,
  locale: LocaleCode,
  id: number
): Promise<Property | null> {
  return contentSource(env, locale).getProperty(id)
}

export function listLocations(env: Bindings, locale: LocaleCode): Promise<LocationOption[]> {
  return contentSource(env, locale).listLocations()
}

export function listAgents(
  env: Bindings,
  locale: LocaleCode,
  query: AgentQuery
): Promise<Page<Agent>> {
  return contentSource(env, locale).listAgents(query)
}

export function getAgent(env: Bindings, locale: LocaleCode, id: number): Promise<Agent | null> {
  return contentSource(env, locale).getAgent(id)
}

export function listTestimonials(
  env: Bindings,
  locale: LocaleCode,
  query: TestimonialQuery
): Promise<Page<Testimonial>> {
  return contentSource(env, locale).listTestimonials(query)
}

export function listPosts(
  env: Bindings,
  locale: LocaleCode,
  query: BlogQuery
): Promise<Page<BlogPostSummary>> {
  return contentSource(env, locale).listPosts(query)
}

export function getPost(env: Bindings, locale: LocaleCode, slug: string): Promise<BlogPost | null> {
  return contentSource(env, locale).getPost(slug)
}

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
