import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Bindings } from '../env'
import { cmsRequest, type CmsClient, type CmsError, type CmsResult } from './cms'
import { renewSession } from './session-renewal'
import { now, tokenExpiry, usable } from './token-time'

/**
 * The CMS session lives in HttpOnly cookies only: page scripts never see a token, and the
 * `__Host-` prefix makes the browser refuse them without Secure, with a Domain or off path `/`.
 */
export const SESSION_COOKIE = '__Host-session'
/** Strapi 5's refresh token (session management mode), kept beside the access token */
export const REFRESH_COOKIE = '__Host-refresh'

const THIRTY_DAYS = 30 * 24 * 60 * 60

const COOKIE = { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' } as const

export function saveSession(c: Context, jwt: string, refreshToken?: unknown): void {
  const exp = tokenExpiry(jwt)
  // The cookie lives as long as the token; Strapi's legacy tokens default to 30 days
  const maxAge = exp ? Math.max(60, Math.min(exp - now(), THIRTY_DAYS)) : THIRTY_DAYS
  setCookie(c, SESSION_COOKIE, jwt, { ...COOKIE, maxAge })
  if (typeof refreshToken === 'string' && refreshToken) {
    setCookie(c, REFRESH_COOKIE, refreshToken, { ...COOKIE, maxAge: THIRTY_DAYS })
  }
}

export function clearSession(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, COOKIE)
  deleteCookie(c, REFRESH_COOKIE, COOKIE)
}

// What a token can be (a JWT, Strapi's refresh token: base64url and dots). A cookie is the
// visitor's to edit: anything else is no session, never a header sent on to the CMS (a decoded
// newline there made the call itself fail, and a visitor saw the CMS as down)
const TOKEN = /^[\w.~+/=-]{1,4096}$/

/** The token a session cookie holds, when it holds one. */
function tokenCookie(c: Context, name: string): string | undefined {
  const value = getCookie(c, name)
  return value && TOKEN.test(value) ? value : undefined
}

export function hasSession(c: Context): boolean {
  return Boolean(tokenCookie(c, SESSION_COOKIE) || tokenCookie(c, REFRESH_COOKIE))
}

/**
 * The bearer token to send, if any. An access token about to expire is exchanged first through
 * Strapi's `POST /auth/refresh` when a refresh token exists (a renewal, not a retry); an expired
 * token without one is dropped, so it is never sent.
 */
export async function sessionToken(c: Context, base: string): Promise<string | undefined> {
  return (await session(c, base)).token
}

/** A token to send; or none, with the CMS's error when it could not answer a renewal. */
type Session = { token: string; outage?: undefined } | { token?: undefined; outage?: CmsError }

async function session(c: Context, base: string): Promise<Session> {
  const token = tokenCookie(c, SESSION_COOKIE)
  if (token && usable(token)) return { token }
  const exp = token ? tokenExpiry(token) : undefined

  const refreshToken = tokenCookie(c, REFRESH_COOKIE)
  const stillValid = token && exp !== undefined && exp > now()
  if (!refreshToken) {
    if (stillValid) return { token }
    if (token) clearSession(c)
    return {}
  }
  const refreshed = await renewSession(base, refreshToken, cmsClientOf(c))
  if (refreshed.ok && typeof refreshed.data.jwt === 'string') {
    saveSession(c, refreshed.data.jwt, refreshed.data.refreshToken)
    return { token: refreshed.data.jwt }
  }
  // A refused renewal with a token that still works (another request renewed first): use it
  // and leave the cookies that request set. A CMS that is down has not refused the session:
  // keep it for when it is back, and say so rather than "not signed in" (DESIGN.md).
  if (stillValid) return { token }
  if (!refreshed.ok && isOutage(refreshed.error.status)) return { outage: refreshed.error }
  clearSession(c)
  return {}
}

/**
 * The visitor the worker calls the CMS for: their address, forwarded so the CMS's own limits
 * count visitors, not the worker, with the secret that makes the CMS believe it.
 */
export const cmsClientOf = (c: Context): CmsClient => ({
  ip: c.req.header('CF-Connecting-IP') || undefined,
  proxySecret: (c.env as Bindings | undefined)?.CMS_PROXY_SECRET?.trim() || undefined,
})

/** The CMS could not answer (down, timeout, 5xx), as opposed to refusing the token. */
const isOutage = (status: number) => status >= 500

export interface CmsUser {
  id?: number | string
  username?: string
  email?: string
  [field: string]: unknown
}

/**
 * `GET /users/me` with the session's token. A refusal clears the session (SPEC.md section 4:
 * "if loading the current user fails, the token is cleared"); an outage of the CMS does not,
 * or every partner would be signed out by it (DESIGN.md).
 */
export async function currentUser(
  c: Context,
  base: string,
  query?: URLSearchParams
): Promise<CmsResult<CmsUser> | undefined> {
  const { token, outage } = await session(c, base)
  if (outage) return { ok: false, error: outage }
  if (!token) return undefined
  const result = await cmsRequest<CmsUser>(base, '/users/me', {
    token,
    query,
    client: cmsClientOf(c),
  })
  if (!result.ok && !isOutage(result.error.status)) clearSession(c)
  return result
}

const TOKEN_KEYS = new Set(['jwt', 'refreshToken', 'accessToken', 'access_token'])

/** A CMS answer with every token field removed, at any depth, before it reaches a page. */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !TOKEN_KEYS.has(key))
      .map(([key, item]) => [key, withoutTokens(item)])
  )
}
