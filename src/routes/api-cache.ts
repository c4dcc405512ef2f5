import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { versionedCacheKey } from '../render/edge-cache'
import type { ListScope } from '../lib/content-scopes'

/**
 * Serves GET answers from the data centre's cache (the Workers Cache API) and stores successful
 * ones, so list endpoints are cacheable at the edge. Keyed like rendered pages (URL, deployment,
 * build) and the version of the list they answer from (`list`: what the CMS sync bumps when it
 * changes); a cached copy is re-wrapped so later middleware can still set its headers.
 */
export function edgeCache(cacheControl: string, list: ListScope): MiddlewareHandler<AppEnv> {
  return async function edgeCache(c, next) {
    if (c.req.method !== 'GET' || typeof caches === 'undefined') return next()
    const key = await versionedCacheKey(c, [list])
    const cache = await caches.open('api-lists')
    const hit = await cache.match(key)
    if (hit) {
      c.res = new Response(hit.body, hit)
      c.res.headers.set('X-Edge-Cache', 'HIT')
      return
    }
    await next()
    if (c.res.status !== 200) return
    c.res.headers.set('Cache-Control', cacheControl)
    c.executionCtx.waitUntil(cache.put(key, c.res.clone()))
    c.res.headers.set('X-Edge-Cache', 'MISS')
  }
}
