import { stringify } from 'safe-stable-stringify'
import { scopeVersions } from '../db/content-scopes'
import { scopeVersion, type Scope } from '../lib/content-scopes'
import { noteRead } from './read-scopes'
import type { ContentSource } from './source'

/**
 * How long an isolate reuses what D1 answered. The CMS sync bumps the scopes it changed, and a
 * read's scope version is part of its key, so a publish shows as soon as the isolate reads the
 * new versions (within 5 s); a change written into D1 without the sync (a console) shows within
 * this time, plus the edge cache's 300 s for a page already rendered from the old answer.
 */
export const CONTENT_MEMO_MS = 60_000
/** About a few megabytes of pages and lists: the isolate has 128 MB. */
const MAX_ENTRIES = 500

interface Entry {
  answer: Promise<unknown>
  expires: number
}

// In insertion order, the first being the one used longest ago
const entries = new Map<string, Entry>()

function recall(key: string): Entry | undefined {
  const entry = entries.get(key)
  if (!entry) return undefined
  entries.delete(key)
  if (entry.expires <= Date.now()) return undefined
  entries.set(key, entry)
  return entry
}

function remember(key: string, answer: Promise<unknown>) {
  entries.set(key, { answer, expires: Date.now() + CONTENT_MEMO_MS })
  for (const [oldest] of entries) {
    if (entries.size <= MAX_ENTRIES) break
    entries.delete(oldest)
  }
  // A failure is not an answer: the next request asks the source again
  answer.catch(() => entries.delete(key))
}

/** Frozen, so that a page changing an answer it was handed fails instead of changing the next. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/** The content scope of each read: what the CMS sync bumps when it changes the answer. */
const READ_SCOPES = {
  listProperties: () => 'list:properties',
  getProperty: (id: number) => `property:${id}`,
  listLocations: () => 'list:properties',
  listAgents: () => 'list:agents',
  getAgent: (id: number) => `agent:${id}`,
  listTestimonials: () => 'list:testimonials',
  listPosts: () => 'list:posts',
  getPost: (slug: string) => `post:${slug}`,
} satisfies Record<string, (...args: never[]) => Scope>

/**
 * The source, its reads answered from this isolate's memory for CONTENT_MEMO_MS: an uncached
 * render of a page whose data was read lately (another locale's page is another scope, a
 * tracking query string is the same read) costs no query. Concurrent requests share one read.
 * `locale` names the source's locale; the sitemap's reads pass through (it caches its files).
 */
export function memoized(source: ContentSource, locale: string, db: D1Database): ContentSource {
  function memo<N extends keyof typeof READ_SCOPES, A extends unknown[], R>(
    name: N,
    read: (...args: A) => Promise<R>
  ) {
    return async (...args: A): Promise<R> => {
      const scope = (READ_SCOPES[name] as (...args: A) => Scope)(...args)
      const { versions } = await scopeVersions(db)
      noteRead(scope, versions)
      const version = scopeVersion([scope], versions)
      const key = `${locale}|${version}|${name}|${stringify(args)}`
      const known = recall(key)
      if (known) return known.answer as Promise<R>
      const answer = read(...args).then(deepFreeze)
      remember(key, answer)
      return answer
    }
  }
  return {
    listProperties: memo('listProperties', (query) => source.listProperties(query)),
    getProperty: memo('getProperty', (id) => source.getProperty(id)),
    listLocations: memo('listLocations', () => source.listLocations()),
    listAgents: memo('listAgents', (query) => source.listAgents(query)),
    getAgent: memo('getAgent', (id) => source.getAgent(id)),
    listTestimonials: memo('listTestimonials', (query) => source.listTestimonials(query)),
    listPosts: memo('listPosts', (query) => source.listPosts(query)),
    getPost: memo('getPost', (slug) => source.getPost(slug)),
    sitemapRanges: (kind, width) => source.sitemapRanges(kind, width),
    sitemapEntries: (kind, query) => source.sitemapEntries(kind, query),
  }
}
