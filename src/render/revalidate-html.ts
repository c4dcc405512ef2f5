import type { MiddlewareHandler } from 'hono'

/**
 * HTML is never reused by a browser or proxy without asking first (`no-cache`), so the next
 * navigation after a deployment always gets the new page and its new content-hashed assets.
 * Responses that chose their own policy (private, no-store on `/` and the partner portal) keep it.
 * The assets themselves are immutable under their hashed names (public/_headers).
 */
export function revalidateHtml(): MiddlewareHandler {
  return async function revalidateHtml(c, next) {
    await next()
    const type = c.res.headers.get('Content-Type') ?? ''
    if (type.startsWith('text/html') && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'no-cache')
    }
  }
}
