import type { Context } from 'hono'

/**
 * DESIGN.md: a POST whose `Origin` (or, lacking it, `Referer`) names another origin is refused;
 * one with neither header (a server-side client) is judged on its merits. `hono/csrf` checks
 * form bodies only, so JSON endpoints call this themselves.
 */
export function isCrossSite(c: Context): boolean {
  const own = new URL(c.req.url).origin
  const origin = c.req.header('Origin')
  if (origin) return origin !== own
  const referer = c.req.header('Referer')
  if (!referer) return false
  try {
    return new URL(referer).origin !== own
  } catch {
    return true
  }
}
