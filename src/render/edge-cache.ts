import type { Context } from 'hono'
import type { AppEnv } from '../env'
import manifest from '../generated/client-manifest.json'
import { contentVersion } from '../db/content-version'

/** How long a rendered page is served from a data centre's cache: the bound on stale content. */
export const EDGE_TTL_SECONDS = 300

// A new build has new asset names, so its pages get new keys and never serve old HTML
const BUILD_ID = Object.values(manifest)
  .join('|')
  .replace(/[^\w]+/g, '')

/**
 * The cache key of a request: its URL and query under this deployment, build and content
 * version (bumped by the CMS's publish webhook).
 */
export async function edgeCacheKey(c: Context<AppEnv>): Promise<Request> {
  const url = new URL(c.req.url)
  const deployment = c.env.CF_VERSION_METADATA?.id ?? 'local'
  const content = await contentVersion(c.env.DB)
  return new Request(
    `${url.origin}/__edge-cache/${deployment}/${BUILD_ID}/c${content}${url.pathname}${url.search}`
  )
}

/** A rendered page as kept: its HTML, the nonce its scripts carry, and until when it is fresh. */
interface StoredPage {
  html: string
  nonce: string
  contentType: string
  expires: number
}

// The Cache API keeps the page per data centre. The pages this isolate served last are also
// kept in its memory (at most a few megabytes): a hit then needs no cache lookup at all, only
// the nonce swap. Both expire together.
const MEMORY_LIMIT_BYTES = 8 * 1024 * 1024
const inMemory = new Map<string, StoredPage>()
let memoryBytes = 0

function remember(key: string, page: StoredPage) {
  forget(key)
  inMemory.set(key, page)
  memoryBytes += page.html.length
  // Maps iterate in insertion order: the first entry is the one used longest ago
  for (const [oldest] of inMemory) {
    if (memoryBytes <= MEMORY_LIMIT_BYTES) break
    forget(oldest)
  }
}

function forget(key: string) {
  const page = inMemory.get(key)
  if (!page) return
  memoryBytes -= page.html.length
  inMemory.delete(key)
}

function recall(key: string): StoredPage | undefined {
  const page = inMemory.get(key)
  if (!page) return undefined
  if (page.expires <= Date.now()) {
    forget(key)
    return undefined
  }
  // used again: it moves to the end, the last to be evicted
  inMemory.delete(key)
  inMemory.set(key, page)
  return page
}

const NONCE_HEADER = 'X-Page-Nonce'
const EXPIRES_HEADER = 'X-Page-Expires'

async function fromCacheApi(cache: Cache, key: Request): Promise<StoredPage | undefined> {
  const hit = await cache.match(key)
  if (!hit) return undefined
  return {
    html: await hit.text(),
    nonce: hit.headers.get(NONCE_HEADER) ?? '',
    contentType: hit.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
    expires: Number(hit.headers.get(EXPIRES_HEADER)) || Date.now(),
  }
}

function storable(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return (
    response.status === 200 &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Set-Cookie') &&
    !/private|no-store/.test(cacheControl)
  )
}

/**
 * Serves a page that is the same for every visitor of its URL from the Workers Cache API,
 * rendering it once per page, locale and deployment in a data centre. Every response gets its
 * own CSP nonce: the stored page's nonce attributes are swapped for this response's. `render`
 * answers null for a page that does not exist (the caller then answers 404, never stored).
 */
export async function serveWithEdgeCache(
  c: Context<AppEnv>,
  render: () => Promise<Response | null>
): Promise<Response | null> {
  const nonce = c.get('secureHeadersNonce') ?? ''
  const key = await edgeCacheKey(c)
  const cache = await caches.open('rendered-pages')

  let page = recall(key.url)
  if (!page) {
    page = await fromCacheApi(cache, key)
    if (page) remember(key.url, page)
  }
  if (page) {
    c.header('X-Edge-Cache', 'HIT')
    // c.body keeps the headers set earlier in this request (Vary at /)
    return c.body(page.html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`), 200, {
      'Content-Type': page.contentType,
    })
  }

  const response = await render()
  if (!response || !response.body || !storable(response)) return response

  // The visitor gets the stream as it renders (head first); the copy is kept once complete
  const [toVisitor, toCache] = response.body.tee()
  const contentType = response.headers.get('Content-Type')!
  c.executionCtx.waitUntil(
    (async () => {
      const html = await new Response(toCache).text()
      const expires = Date.now() + EDGE_TTL_SECONDS * 1000
      remember(key.url, { html, nonce, contentType, expires })
      await cache.put(
        key,
        new Response(html, {
          headers: {
            'Content-Type': contentType,
            'Cache-Control': `public, max-age=${EDGE_TTL_SECONDS}`,
            [NONCE_HEADER]: nonce,
            [EXPIRES_HEADER]: String(expires),
          },
        })
      )
    })()
  )
  response.headers.set('X-Edge-Cache', 'MISS')
  return new Response(toVisitor, response)
}
