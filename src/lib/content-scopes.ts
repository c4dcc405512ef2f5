/**
 * What a cached page or list was made from, named so the CMS sync can say what it changed:
 * a listing (`property:42`), a consultant (`agent:5`), an article (`post:<slug>`), a list
 * (`list:properties`, `list:agents`, `list:posts`, `list:testimonials`), the home page's
 * selection (`home`), a sitemap file (`sitemap:properties:3`) and the sitemap index. Each scope
 * hashes to one bucket of a version vector (src/db/content-scopes.ts); a cache key carries the
 * versions of its scopes' buckets, so a change re-renders the pages of its scopes and, by
 * collision, about one page in a thousand of the others (docs/content-sync.md).
 */
export type ListScope = 'list:properties' | 'list:agents' | 'list:posts' | 'list:testimonials'
export type Scope =
  | ListScope
  | 'home'
  | 'sitemap:index'
  | `property:${number}`
  | `agent:${number}`
  | `post:${string}`
  | `sitemap:${'properties' | 'agents' | 'posts'}:${number}`

/**
 * Keys per sitemap file: file N of a kind lists the entries whose key (a listing's, consultant's
 * or article's number) lies in `[(N - 1) * 2500, N * 2500)` (src/routes/sitemap.ts).
 */
export const KEYS_PER_SITEMAP_FILE = 2500

export const scopes = {
  property: (id: number): Scope => `property:${id}`,
  agent: (id: number): Scope => `agent:${id}`,
  post: (slug: string): Scope => `post:${slug}`,
  /** the sitemap file that lists the entry with this key */
  sitemapFile: (kind: 'properties' | 'agents' | 'posts', key: number): Scope =>
    `sitemap:${kind}:${Math.floor(key / KEYS_PER_SITEMAP_FILE) + 1}`,
}

const SCOPE =
  /^(list:(properties|agents|posts|testimonials)|home|sitemap:index|(property|agent):[1-9]\d*|post:[a-z0-9]+(-[a-z0-9]+)*|sitemap:(properties|agents|posts):[1-9]\d*)$/

export function isScope(value: string): value is Scope {
  return SCOPE.test(value)
}

/** FNV-1a, 32 bits: a scope's bucket, the same in every isolate and in the sync. */
export function bucketOf(scope: string, buckets: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < scope.length; i++) {
    hash ^= scope.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % buckets
}

/**
 * The part of a cache key that follows the content: the versions of the scopes' buckets, in
 * the scopes' order (`v17.203`). A page of no scope (a legal text) has none and never changes
 * with the content.
 */
export function scopeVersion(pageScopes: readonly string[], versions: readonly number[]): string {
  return versionText(pageScopes.map((scope) => bucketVersion(scope, versions)))
}

/** The version of a scope's bucket in the vector `versions`. */
export const bucketVersion = (scope: string, versions: readonly number[]): number =>
  versions[bucketOf(scope, versions.length)] ?? 0

/** Scope versions as a key carries them: `v17.203`, `v-` for none. */
export const versionText = (values: readonly number[]): string =>
  values.length === 0 ? 'v-' : `v${values.join('.')}`
