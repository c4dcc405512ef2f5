import type { Context } from 'hono'
import type { Bindings } from '../env'
import { originOf } from '../lib/request-url'

/** This request's origin, and PUBLIC_ORIGIN's when it is set (the canonical one). */
export function ownOrigins(c: Context): Set<string> {
  const origins = new Set([originOf(c.req.url)])
  try {
    const configured = (c.env as Bindings | undefined)?.PUBLIC_ORIGIN
    if (configured) origins.add(new URL(configured).origin)
  } catch {
    // a malformed PUBLIC_ORIGIN allows nothing extra
  }
  return origins
}

/**
 * DESIGN.md: a POST whose `Origin` (or, lacking it, `Referer`) names another origin is refused;
 * one with neither header (a server-side client) is judged on its merits. `hono/csrf` checks
 * form bodies only, so JSON endpoints call this themselves. `Origin: null` (a sandboxed or
 * privacy-redirected page) counts as another origin.
 */
export function isCrossSite(c: Context): boolean {
  const origin = c.req.header('Origin')
  if (origin !== undefined) return !ownOrigins(c).has(origin)
  const referer = c.req.header('Referer')
  if (!referer) return false
  try {
    return !ownOrigins(c).has(new URL(referer).origin)
  } catch {
    return true
  }
}
