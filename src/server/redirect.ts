import type { Context } from 'hono'
import type { RedirectStatusCode } from 'hono/utils/http-status'
import { safeLocalPath } from '../lib/safe-path'

/**
 * Every redirect of the worker goes through here. On the site, the target must pass
 * `safeLocalPath`, else the visitor lands on `fallback` (a page the code names, never input).
 */
export function redirectOnSite(
  c: Context,
  target: string | undefined | null,
  fallback: string,
  status: RedirectStatusCode = 302
): Response {
  return c.redirect(safeLocalPath(target) ?? safeLocalPath(fallback) ?? '/', status)
}

/**
 * Off the site, only to an origin the code allows (the CMS, WhatsApp, this site on https);
 * anything else is a 404 rather than a redirect to somewhere unknown.
 */
export function redirectOffSite(
  c: Context,
  target: string,
  allowedOrigins: readonly string[],
  status: RedirectStatusCode = 302
): Response | Promise<Response> {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return c.notFound()
  }
  const allowed =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    allowedOrigins.includes(url.origin)
  return allowed ? c.redirect(url.href, status) : c.notFound()
}
