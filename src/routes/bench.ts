import { Hono } from 'hono'
import { d1Source } from '../content/d1'
import { countingRowsRead } from '../db/rows-read'
import type { AppEnv } from '../env'
import { freshUntil, keepInCacheApi } from '../render/edge-cache'
import { parseLenient, PropertyQuerySchema } from '../schemas/content-query'

export const benchRoutes = new Hono<AppEnv>()

/**
 * The bench's baseline: the same HTML as a rendered page, served as a static string by this
 * worker. Exists only when the bench starts the worker with `BENCH=1`.
 */
let snapshot: ArrayBuffer | undefined
const HTML = 'text/html; charset=utf-8'

benchRoutes.all('/__bench/static', async (c, next) => {
  if (c.env.BENCH !== '1') return next()
  if (c.req.method === 'PUT') {
    snapshot = await c.req.arrayBuffer()
    return c.body(null, 204)
  }
  if (snapshot === undefined) return c.text('no snapshot', 409)
  const key = c.req.query('cache')
  // With ?cache=<unique>: also the edge cache's own work for a miss of such an address
  // (src/render/edge-cache.ts), a lookup in the Cache API that finds nothing, then a store of the
  // page (an address with a query is kept out of the second tier, KV), so the bench can tell the
  // cost of that local storage (inside the measured process here, I/O outside the worker on
  // Cloudflare) from the render's
  if (key) {
    const cache = await caches.open('rendered-pages')
    const request = new Request(new URL(`/__bench/cached?key=${key}`, c.req.url))
    if (await cache.match(request)) return c.text('key used twice', 409)
    const page = {
      body: snapshot,
      contentType: HTML,
      expires: freshUntil(),
      scopes: [],
      version: '',
    }
    c.executionCtx.waitUntil(keepInCacheApi(cache, request, page))
  }
  return c.body(snapshot, 200, { 'Content-Type': HTML })
})

/**
 * The rows D1 read for one catalogue query (`/__bench/rows-read?type=villa&sort=price-asc`), the
 * most of its statements: the bench reports it beside each query's latency at scale, against
 * DESIGN.md's 1,000. Exists only with `BENCH=1`.
 */
benchRoutes.get('/__bench/rows-read', async (c, next) => {
  if (c.env.BENCH !== '1') return next()
  const query = parseLenient(PropertyQuerySchema, c.req.query())
  const counter = countingRowsRead(c.env.DB)
  const page = await d1Source(counter.db, 'en').listProperties(query)
  return c.json({ rows: Math.max(0, ...counter.rowsRead()), total: page.total })
})
