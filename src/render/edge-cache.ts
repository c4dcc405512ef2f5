import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import manifest from '../generated/client-manifest.json'
import { freshScopeVersions, scopeVersions } from '../db/content-scopes'
import { scopeVersion } from '../lib/content-scopes'
import { originOf } from '../lib/request-url'
import { withoutCampaign } from '../lib/utm'
import { log } from '../lib/log'
import { PageDataUnavailable } from './render-page'
import { readSecondTier, writeSecondTier } from './second-tier'
import { ReadScopes, recordReads } from '../content/read-scopes'

/** How long a rendered page is served from a data centre's cache: the bound on stale content. */
export const EDGE_TTL_SECONDS = 300
/**
 * How long the last good copy of a page is kept after it stops being fresh, to be served (marked
 * stale) while its content cannot be read: a CMS or D1 outage of a week still shows the site.
 */
export const LAST_GOOD_SECONDS = 7 * 24 * 60 * 60

// A new build has new asset names, so its pages get new keys and never serve old HTML
const BUILD_ID = Object.values(manifest)
  .join('|')
  .replace(/[^\w]+/g, '')

/**
 * The cache key of a request: its URL and query (without campaign parameters) under this
 * deployment and build. What the page was made from is not in the key but kept beside the copy
 * (the versions of its content scopes): a copy of other versions is not fresh.
 */
function keyUrl(url: string, env: AppEnv['Bindings'], version = ''): string {
  // a campaign's landing is the page itself (src/lib/utm.ts)
  const requestUrl = withoutCampaign(url)
  const origin = originOf(requestUrl)
  const deployment = env.CF_VERSION_METADATA?.id ?? 'local'
  const prefix = `${origin}/__edge-cache/${deployment}/${BUILD_ID}${version && `/${version}`}`
  // the path and query, as they follow the origin
  return prefix + requestUrl.slice(origin.length)
}

/**
 * The second tier's key of a request (src/render/second-tier.ts), or null: only a page's own
 * address, without a query (campaign parameters aside), is kept there. A KV write costs ten
 * reads and pays only when another data centre asks for the same address within minutes: the
 * pages a publish renders and the popular ones do, a search or a made-up query string does not,
 * and a flood of those would otherwise be a flood of writes. Such an address is kept only in the
 * data centre that rendered it.
 */
function secondTierKey(url: string, env: AppEnv['Bindings'], version: string) {
  const key = keyUrl(url, env, version)
  return key.includes('?') ? null : key
}

/**
 * The key of an answer kept with its content versions in the key itself (the list endpoints,
 * which keep no last good copy): a change to its scopes makes it another key.
 */
export async function versionedCacheKey(
  c: Context<AppEnv>,
  pageScopes: readonly string[]
): Promise<Request> {
  return new Request(keyUrl(c.req.url, c.env, await contentVersionOf(c.env.DB, pageScopes)))
}

/** The versions of these scopes now, read at most every 5 s per isolate. */
export async function contentVersionOf(
  db: D1Database,
  pageScopes: readonly string[]
): Promise<string> {
  return scopeVersion(pageScopes, (await scopeVersions(db)).versions)
}

/** A rendered page as kept: its bytes, exactly as first sent, and until when it is fresh. */
export interface StoredPage {
  body: ArrayBuffer
  contentType: string
  expires: number
  /** the page's content scopes and their versions when it was rendered */
  scopes: readonly string[]
  version: string
  /**
   * The headers every middleware gave the page when it was last served: what the early path
   * (earlyCacheHit) answers with. Only in memory.
   */
  headers?: [string, string][]
}

// The Cache API keeps the page per data centre. The pages this isolate served last are also
// kept in its memory (at most a few megabytes): a hit then needs no cache lookup and no copy.
// Both expire together.
const MEMORY_LIMIT_BYTES = 8 * 1024 * 1024
const inMemory = new Map<string, StoredPage>()
let memoryBytes = 0

function remember(key: string, page: StoredPage) {
  forget(key)
  inMemory.set(key, page)
  memoryBytes += page.body.byteLength
  // Maps iterate in insertion order: the first entry is the one used longest ago
  for (const [oldest] of inMemory) {
    if (memoryBytes <= MEMORY_LIMIT_BYTES) break
    forget(oldest)
  }
}

function forget(key: string) {
  const page = inMemory.get(key)
  if (!page) return
  memoryBytes -= page.body.byteLength
  inMemory.delete(key)
}

/**
 * Forgets every page this isolate keeps in memory. For tests, whose files share an isolate and
 * change the configuration between requests (a page of no content scope, a legal text, would
 * otherwise answer with the headers another file's settings gave it); a deployment has its own.
 */
export function forgetRenderedPages() {
  inMemory.clear()
  memoryBytes = 0
}

function recall(key: string, version: string | undefined): StoredPage | undefined {
  const page = inMemory.get(key)
  if (!page) return undefined
  if (page.expires <= Date.now() || (version !== undefined && page.version !== version)) {
    forget(key)
    return undefined
  }
  // used again: it moves to the end, the last to be evicted
  inMemory.delete(key)
  inMemory.set(key, page)
  return page
}

const EXPIRES_HEADER = 'X-Page-Expires'
const VERSION_HEADER = 'X-Content-Version'

/**
 * The Cache API's copy of a page: one per page and deployment, whatever the content versions,
 * so that when the content cannot be read the last good copy is still there. It is fresh only
 * while young enough and of the current versions of its scopes; its body is read when used.
 */
interface KeptPage {
  fresh: boolean
  read: () => Promise<StoredPage>
  /** lets go of a body that will not be read */
  discard: () => void
}

async function fromCacheApi(
  cache: Cache,
  key: Request,
  pageScopes: readonly string[],
  version: string
) {
  const hit = await cache.match(key)
  if (!hit) return undefined
  const expires = Number(hit.headers.get(EXPIRES_HEADER)) || 0
  const kept: KeptPage = {
    fresh: expires > Date.now() && hit.headers.get(VERSION_HEADER) === version,
    read: async () => ({
      body: await hit.arrayBuffer(),
      contentType: hit.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
      expires,
      scopes: pageScopes,
      version,
    }),
    discard: () => void hit.body?.cancel().catch(() => {}),
  }
  return kept
}

export const freshUntil = () => Date.now() + EDGE_TTL_SECONDS * 1000

/** The data centre's copy: fresh until `expires`, then kept as the last good copy. */
export function keepInCacheApi(cache: Cache, keptKey: Request, page: StoredPage) {
  return cache.put(
    keptKey,
    new Response(page.body, {
      headers: {
        'Content-Type': page.contentType,
        'Cache-Control': `public, max-age=${EDGE_TTL_SECONDS + LAST_GOOD_SECONDS}`,
        [EXPIRES_HEADER]: String(page.expires),
        [VERSION_HEADER]: page.version,
      },
    })
  )
}

/**
 * A response's headers without the cookies its route wrote for this visitor alone (`/` stores
 * the visitor's country), which are not the page's: the early path writes them itself.
 */
function pageHeaders(c: Context<AppEnv>, response: Response): [string, string][] {
  const own = c.get('visitorCookies') ?? []
  return [...response.headers].filter(
    ([name, value]) => name !== 'set-cookie' || !own.includes(value)
  )
}

function storable(c: Context<AppEnv>, response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return (
    response.status === 200 &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !pageHeaders(c, response).some(([name]) => name === 'set-cookie') &&
    !/private|no-store/.test(cacheControl)
  )
}

/**
 * Serves a page that is the same for every visitor of its URL from the Workers Cache API,
 * rendering it once per page, locale and deployment in a data centre, and again when the sync
 * changes one of `pageScopes` (what the page shows: src/lib/content-scopes.ts). The page carries no
 * per-response value (the CSP allows its inline scripts by hash), so a hit is the stored bytes.
 * `render` answers null for a page that does not exist (the caller then answers 404, never
 * stored). When it throws PageDataUnavailable, the last good copy is served instead, marked
 * `X-Edge-Cache: STALE` and never kept as fresh; without one the error goes on (a 503). A data
 * centre without a fresh copy first asks the second tier (KV), which keeps a render with the
 * scopes it read for every other data centre (src/render/second-tier.ts).
 */
export async function serveWithEdgeCache(
  c: Context<AppEnv>,
  pageScopes: readonly string[],
  render: () => Promise<Response | null>
): Promise<Response | null> {
  // one vector for the key and for the second tier's check of what its copy read
  const { versions } = await scopeVersions(c.env.DB)
  const version = scopeVersion(pageScopes, versions)
  const key = keyUrl(c.req.url, c.env)
  const keptKey = new Request(key)
  const cache = await caches.open('rendered-pages')

  let page = recall(key, version)
  let kept: KeptPage | undefined
  if (!page) {
    kept = await fromCacheApi(cache, keptKey, pageScopes, version)
    if (kept?.fresh) {
      page = await kept.read()
      remember(key, page)
    }
  }
  // the first visit of this page in this data centre: rendered elsewhere, or after a publish
  const tierKey = secondTierKey(c.req.url, c.env, version)
  if (!page && tierKey) {
    const fromTier = await readSecondTier(c.env, tierKey, versions)
    if (fromTier) {
      kept?.discard()
      // kept here as a render of this data centre is: KV is asked again after 300 s
      const expires = Math.min(fromTier.expires, freshUntil())
      page = { ...fromTier, expires, scopes: pageScopes, version }
      remember(key, page)
      c.executionCtx.waitUntil(keepInCacheApi(cache, keptKey, page))
      c.header('X-Edge-Tier', 'kv')
    }
  }
  if (page) {
    c.header('X-Edge-Cache', 'HIT')
    // c.body keeps the headers set earlier in this request (Vary at /)
    return c.body(page.body, 200, { 'Content-Type': page.contentType })
  }

  let response: Response | null
  const reads = new ReadScopes()
  try {
    response = await recordReads(reads, render)
  } catch (error) {
    if (!(error instanceof PageDataUnavailable) || !kept) throw error
    const stale = await kept.read()
    log.warn('page.served-stale')
    c.header('X-Edge-Cache', 'STALE')
    return c.body(stale.body, 200, { 'Content-Type': stale.contentType })
  }
  kept?.discard()
  if (!response || !response.body || !storable(c, response)) return response

  // The visitor gets the stream as it renders (head first); the copy is kept once complete
  const [toVisitor, toCache] = response.body.tee()
  const contentType = response.headers.get('Content-Type')!
  c.executionCtx.waitUntil(
    (async () => {
      const body = await new Response(toCache).arrayBuffer()
      const stored = { body, contentType, expires: freshUntil(), scopes: pageScopes, version }
      remember(key, stored)
      await Promise.all([
        keepInCacheApi(cache, keptKey, stored),
        tierKey && writeSecondTier(c.env, tierKey, stored, reads),
      ])
    })()
  )
  response.headers.set('X-Edge-Cache', 'MISS')
  return new Response(toVisitor, response)
}

/**
 * Outermost middleware: once a page has been served from the cache through the whole chain,
 * keeps the headers the chain gave it beside the page in memory, so the next request for it can
 * be answered before any middleware runs. A page that varies on more than the encoding, or that
 * set a cookie, is never answered early, unless its route decided it from the request's headers
 * alone and named the cookies it wrote for this visitor (`visitorCookies`, at `/`): those are
 * left out here, and the early path decides the visit again and writes them itself.
 */
export function keepPageHeaders(): MiddlewareHandler<AppEnv> {
  return async function keepPageHeaders(c, next) {
    await next()
    if (c.req.method !== 'GET' || c.res.status !== 200) return
    if (c.res.headers.get('X-Edge-Cache') !== 'HIT') return
    const vary = c.res.headers.get('Vary')
    if (vary && vary.toLowerCase() !== 'accept-encoding' && !c.get('visitorCookies')) return
    const vector = freshScopeVersions()
    if (vector === undefined) return
    const page = inMemory.get(keyUrl(c.req.url, c.env))
    // no per-response value in them any more: the first kept copy serves until the page expires
    if (!page || page.headers || page.version !== scopeVersion(page.scopes, vector.versions)) return
    const headers = pageHeaders(c, c.res)
    if (headers.some(([name]) => name === 'set-cookie')) return
    page.headers = [...headers, ['X-Edge-Early', '1']]
  }
}

/**
 * A page this isolate holds in memory with its headers, answered before the middleware chain:
 * the same bytes and headers the chain would give it. Anything else (another method, content
 * versions not read within the last seconds or changed since, a page not yet served from the
 * cache once) takes the normal path. At `/`, only once the visit is decided
 * (src/routes/home-visit.ts).
 */
export function earlyCacheHit(request: Request, env: AppEnv['Bindings']): Response | null {
  if (request.method !== 'GET') return null
  const vector = freshScopeVersions()
  if (vector === undefined) return null
  const key = keyUrl(request.url, env)
  const page = inMemory.get(key)
  if (!page) return null
  if (recall(key, scopeVersion(page.scopes, vector.versions)) === undefined) return null
  if (!page.headers) return null
  return new Response(page.body, { status: 200, headers: page.headers })
}
