import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { contentVersionOf, EDGE_TTL_SECONDS } from '../render/edge-cache'
import { log } from '../lib/log'

const XML = { 'Content-Type': 'application/xml; charset=utf-8' }
const CACHE = 'public, max-age=3600'
const BUILT_AT = 'X-Sitemap-Built-At'
const VERSION = 'X-Sitemap-Content-Version'

/** A sitemap body: a whole string, or a stream written as the content is read. */
export type SitemapBody = string | ReadableStream<Uint8Array>

/**
 * A sitemap answer through the Cache API. A copy younger than the pages' edge TTL and built
 * from the same versions of its scopes (`sitemap:index`, `sitemap:properties:3`: what the CMS
 * sync bumps when it changes the file) is served as it is: a crawler fetching 300 files costs no
 * content reads. Otherwise it is built again and kept. When the
 * content cannot be read, the last good copy is served, else 503: never a shorter list that
 * would tell crawlers pages are gone. `build` must fail before it returns if the content is
 * down; a stream that fails later is cut off (malformed XML, which crawlers discard) and not kept.
 */
export async function cachedSitemap(
  c: Context<AppEnv>,
  fileScopes: readonly string[],
  build: () => Promise<SitemapBody | null>
): Promise<Response> {
  const cache = await caches.open('sitemap')
  const url = new URL(c.req.url)
  const key = new Request(url.origin + url.pathname)
  const [kept, version] = await Promise.all([
    cache.match(key),
    contentVersionOf(c.env.DB, fileScopes),
  ])
  const builtAt = Number(kept?.headers.get(BUILT_AT))
  if (
    kept &&
    kept.headers.get(VERSION) === version &&
    Date.now() - builtAt < EDGE_TTL_SECONDS * 1000
  ) {
    return new Response(kept.body, { headers: { ...XML, 'Cache-Control': CACHE } })
  }
  let body: SitemapBody | null
  try {
    body = await build()
  } catch (error) {
    log.error('sitemap.content-unavailable', { error })
    if (kept) return new Response(kept.body, { headers: { ...XML, 'Cache-Control': 'no-cache' } })
    return c.body('Service Unavailable', 503, { 'Retry-After': '300', 'Cache-Control': 'no-store' })
  }
  if (body === null) return c.notFound()
  const [sent, stored] = typeof body === 'string' ? [body, body] : body.tee()
  const copy = new Response(stored, {
    headers: {
      ...XML,
      'Cache-Control': 'max-age=2592000',
      [BUILT_AT]: String(Date.now()),
      [VERSION]: version,
    },
  })
  c.executionCtx.waitUntil(
    cache.put(key, copy).catch((error: unknown) => log.error('sitemap.not-kept', { error }))
  )
  return c.body(sent, 200, { ...XML, 'Cache-Control': CACHE })
}
