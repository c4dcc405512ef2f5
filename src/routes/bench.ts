import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const benchRoutes = new Hono<AppEnv>()

/**
 * The bench's baseline: the same HTML as a rendered page, served as a static string by this
 * worker. Exists only when the bench starts the worker with `BENCH=1`.
 */
let snapshot: ArrayBuffer | undefined

benchRoutes.all('/__bench/static', async (c, next) => {
  if (c.env.BENCH !== '1') return next()
  if (c.req.method === 'PUT') {
    snapshot = await c.req.arrayBuffer()
    return c.body(null, 204)
  }
  if (snapshot === undefined) return c.text('no snapshot', 409)
  const key = c.req.query('cache')
  // With ?cache=<unique>: also the edge cache's own work for a miss, a lookup that finds nothing
  // and a store of the page (src/render/edge-cache.ts), so the bench can tell the local Cache
  // API's cost (inside the measured process here, outside the worker on Cloudflare) from the
  // render's
  if (key) {
    const cache = await caches.open('rendered-pages')
    const request = new Request(new URL(`/__bench/cached/${key}`, c.req.url))
    if (await cache.match(request)) return c.text('key used twice', 409)
    const stored = new Response(snapshot, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'max-age=300' },
    })
    c.executionCtx.waitUntil(cache.put(request, stored))
  }
  return c.body(snapshot, 200, { 'Content-Type': 'text/html; charset=utf-8' })
})
