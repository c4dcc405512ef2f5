import { timingSafeEqual } from 'node:crypto'
import type { Core } from '@strapi/strapi'

/** The header the site's worker adds to every call it makes for a visitor. */
export const PROXY_SECRET_HEADER = 'x-cms-proxy-secret'

function matches(given: string | undefined, secret: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Whose address a request counts as (Strapi's sign-in limiter keys on it). The worker forwards
 * the visitor's address in X-Forwarded-For with CMS_PROXY_SECRET beside it: only then is that
 * address believed, its first entry being the one the worker wrote (a proxy on the way appends
 * its own). Anyone else's X-Forwarded-For is dropped, so a caller reaching the CMS directly is
 * counted by the address it connects from, whatever it claims.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const secret = process.env.CMS_PROXY_SECRET?.trim()
  if (!secret && process.env.NODE_ENV === 'production') {
    strapi.log.warn('CMS_PROXY_SECRET is unset: the sign-in limiter counts the site as one client')
  }
  return async function forwardedFor(ctx: any, next: () => Promise<void>) {
    const headers = ctx.request.header
    const trusted = secret && matches(headers[PROXY_SECRET_HEADER], secret)
    const forwarded = String(headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim()
    delete headers[PROXY_SECRET_HEADER]
    if (trusted && forwarded) headers['x-forwarded-for'] = forwarded
    else delete headers['x-forwarded-for']
    await next()
  }
}
