import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { checkHealth } from '../server/health'

export const health = new Hono<AppEnv>()

// Never cached anywhere: a monitor must see the state of this moment
health.get('/healthz', async (c) => {
  const report = await checkHealth(c.env)
  c.header('Cache-Control', 'no-store')
  return c.json(report, report.status === 'down' ? 503 : 200)
})
