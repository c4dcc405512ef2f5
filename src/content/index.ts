import type { Bindings } from '../env'
import type { BlogPostSummary } from '../schemas/blog'
import type { PropertySummary } from '../schemas/property'
import { keepHebrewHyphensIn } from '../i18n/hebrew-hyphens'
import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales'
import { d1Source } from './d1'
import { memoized } from './memo'
import { previewAnswer } from './preview-overlay'
import type {
  SitemapKeys,
  SitemapEntriesPage,
  SitemapEntriesQuery,
  SitemapKind,
  SitemapRange,
} from './sitemap-keys'
import type { ContentSource } from './source'

export { ContentUnavailable, type ContentSource } from './source'
export type { SitemapEntry, SitemapKind } from './sitemap-keys'

/**
 * The site's content: D1, its one read model (the CMS's published content is synced into it,
 * src/content/sync/), each read remembered a minute per isolate (memo.ts).
 */
function content(env: Bindings, locale: LocaleCode = DEFAULT_LOCALE): ContentSource {
  return memoized(typeset(d1Source(env.DB, locale), locale), locale, env.DB)
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
    // an editor's preview shows the draft in place of the published entry (preview-overlay.ts)
    const draft = previewAnswer(name, args)
    if (draft !== undefined) return draft as ReturnType<Reads[K]>
    const source: Reads = content(env, locale)
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
 * `listProperties`.
 */
export async function listSimilarProperties(
  env: Bindings,
  locale: LocaleCode,
  property: PropertySummary,
  limit = 3
): Promise<PropertySummary[]> {
  const [sameArea, sameType] = await Promise.all([
    listProperties(env, locale, { location: property.area.slug, pageSize: limit + 1 }),
    listProperties(env, locale, { type: property.type, pageSize: limit + 1 }),
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
  const [sameTopic, newest] = await Promise.all([
    listPosts(env, locale, { topic: post.topic, pageSize: limit + 1 }),
    listPosts(env, locale, { pageSize: limit + 1 }),
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
  return content(env).sitemapRanges(kind, width)
}

/** One keyset page of a kind's keys and last changes, for a sitemap file. */
export function sitemapEntries(
  env: Bindings,
  kind: SitemapKind,
  query: SitemapEntriesQuery
): Promise<SitemapEntriesPage> {
  return content(env).sitemapEntries(kind, query)
}
