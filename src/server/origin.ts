import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { originOf } from '../lib/request-url'

/** The canonical origin: `PUBLIC_ORIGIN` when configured, else the request's own. */
export function siteOrigin(c: Context<AppEnv>): string {
  const configured = c.env.PUBLIC_ORIGIN?.trim()
  return (configured || originOf(c.req.url)).replace(/\/+$/, '')
}
