import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const benchRoutes = new Hono<AppEnv>()

/**
 * The bench's baseline: the same HTML as a rendered page, served as a static string by this
 * worker. Exists only when the bench starts the worker with `BENCH=1`.
 */
let snapshot: string | undefined

benchRoutes.all('/__bench/static', async (c, next) => {
  if (c.env.BENCH !== '1') return next()
  if (c.req.method === 'PUT') {
    snapshot = await c.req.text()
    return c.body(null, 204)
  }
  if (snapshot === undefined) return c.text('no snapshot', 409)
  return c.html(snapshot)
})
