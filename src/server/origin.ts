import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** The canonical origin: `PUBLIC_ORIGIN` when configured, else the request's own. */
export function siteOrigin(c: Context<AppEnv>): string {
  const configured = c.env.PUBLIC_ORIGIN?.trim()
  return (configured || new URL(c.req.url).origin).replace(/\/+$/, '')
}
