import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { isLocaleCode } from '../i18n/locales'
import { redirectOffSite, redirectOnSite } from '../server/redirect'

/**
 * The scheme the visitor used. Cloudflare states it in `CF-Visitor`; a TLS front in front of a
 * local server states it in `X-Forwarded-Proto`; else the request URL's own.
 */
function visitorScheme(headers: Headers, url: URL): string {
  try {
    const visitor = JSON.parse(headers.get('CF-Visitor') ?? '{}') as { scheme?: unknown }
    if (typeof visitor.scheme === 'string') return visitor.scheme
  } catch {
    // a malformed header says nothing
  }
  return headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim() || url.protocol.slice(0, -1)
}

/**
 * One origin for the site. When the public origin is https, a request over plain http, or to the
 * `www.` name of its host (production's second domain), is sent there before anything else
 * runs, whatever the zone's settings, so HSTS takes hold on the first visit and search engines
 * see one site. The target is the configured origin, never the request's Host.
 */
export function canonicalOrigin(): MiddlewareHandler<AppEnv> {
  return async function canonicalOrigin(c, next) {
    const origin = c.env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '')
    if (!origin?.startsWith('https://')) return next()
    const url = new URL(c.req.url)
    const otherName = url.host === `www.${new URL(origin).host}`
    if (!otherName && visitorScheme(c.req.raw.headers, url) !== 'http') return next()
    const path = url.pathname.replace(/\/{2,}/g, '/')
    return redirectOffSite(c, origin + path + url.search, [new URL(origin).origin], 301)
  }
}

/**
 * One address per page: `/catalog/` and `/ar//catalog` redirect (301) to `/catalog` and
 * `/ar/catalog`, and `/AR/...` to `/ar/...`, for reads only (a form post is answered where it is).
 */
export function canonicalPath(): MiddlewareHandler<AppEnv> {
  return async function canonicalPath(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const url = new URL(c.req.url)
    const segments = url.pathname.split('/')
    const first = segments[1]?.toLowerCase()
    if (first && first !== segments[1] && isLocaleCode(first)) segments[1] = first
    const path = segments
      .join('/')
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/+$/, '$1')
    if (path === url.pathname) return next()
    return redirectOnSite(c, path + url.search, '/', 301)
  }
}
