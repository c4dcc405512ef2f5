import { signalFor } from '../lib/budget'
import { log } from '../lib/log'
/**
 * A small client for the Strapi CMS's users-permissions API (`CMS_URL`): bearer token when there
 * is one, JSON in and out, one attempt (no retries), and every failure reshaped into the error
 * of SPEC.md section 8: the CMS's own error body when it sent one, else `UnknownError`.
 */

export interface CmsError {
  status: number
  name: string
  message: string
  /** field messages from a Strapi ValidationError, keyed by the field's path */
  fields?: Record<string, string>
  /** a 429's Retry-After in seconds: how long the CMS's sign-in throttle asks to wait */
  retryAfter?: number
  /** the HTTP status the CMS (or a gateway before it) answered, when it sent no error body */
  upstream?: number
}

export type CmsResult<T> = { ok: true; status: number; data: T } | { ok: false; error: CmsError }

export interface CmsRequest {
  method?: 'GET' | 'POST'
  body?: Record<string, unknown>
  token?: string
  /** bracket-style query parameters, passed as they are (`populate[referrals]=true`) */
  query?: URLSearchParams
  /** whom the call is made for (the visitor), so the CMS's own limits count visitors */
  client?: CmsClient
}

/**
 * The visitor's address, forwarded in X-Forwarded-For, and the secret the CMS believes it by
 * (`CMS_PROXY_SECRET`, on both sides): without it, anyone could claim any address to the CMS.
 */
export interface CmsClient {
  ip?: string
  proxySecret?: string
}

/** The header that carries the proxy secret (cms/src/middlewares/forwarded-for.ts). */
export const PROXY_SECRET_HEADER = 'X-CMS-Proxy-Secret'

export const CMS_UNAVAILABLE: CmsError = {
  status: 503,
  name: 'ServiceUnavailable',
  message: 'The authentication service is unavailable. Please try again later.',
}

export async function cmsRequest<T = unknown>(
  base: string,
  path: string,
  { method = 'GET', body, token, query, client }: CmsRequest = {}
): Promise<CmsResult<T>> {
  const url = `${base}${path}${query && [...query].length ? `?${query}` : ''}`
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  if (client?.ip) headers['X-Forwarded-For'] = client.ip
  if (client?.proxySecret) headers[PROXY_SECRET_HEADER] = client.proxySecret

  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
      // one attempt only; a CMS slower than its time (src/lib/timeouts.ts) counts as down
      signal: signalFor('cmsAuth'),
    })
  } catch (error) {
    log.error('cms.unreachable', { method, cmsPath: path, error })
    return { ok: false, error: CMS_UNAVAILABLE }
  }

  let data: unknown
  try {
    data = await response.json()
  } catch {
    data = undefined
  }
  if (response.ok && data !== undefined)
    return { ok: true, status: response.status, data: withRefreshCookie(data, response) as T }
  const error = errorFromBody(data) ?? unknownError(response, data === undefined)
  const retryAfter = Number(response.headers.get('Retry-After'))
  if (response.status === 429 && Number.isInteger(retryAfter) && retryAfter > 0) {
    error.retryAfter = Math.min(retryAfter, 24 * 60 * 60)
  }
  // the CMS's own message is left out: it can quote what the visitor sent
  if (error.status >= 500)
    log.error('cms.failed', { method, cmsPath: path, status: response.status, name: error.name })
  return { ok: false, error }
}

/** The cookie Strapi sets the refresh token in when its sessions are configured `httpOnly`. */
const STRAPI_REFRESH_COOKIE = 'strapi_up_refresh'

/**
 * Strapi sends the refresh token in the body, or in its own cookie when the project sets
 * `sessions.httpOnly` (a new Strapi 5 project does). That cookie is for the CMS's host and never
 * reaches the browser: the token is taken from it, as if it were in the body, so the worker keeps
 * it in its own cookie either way.
 */
function withRefreshCookie(data: unknown, response: Response): unknown {
  if (!data || typeof data !== 'object' || 'refreshToken' in data) return data
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';')
    const [name, ...value] = pair!.split('=')
    if (name!.trim() === STRAPI_REFRESH_COOKIE && value.join('=')) {
      return { ...data, refreshToken: decodeURIComponent(value.join('=').trim()) }
    }
  }
  return data
}

/** Strapi answers `{ data: null, error: { status, name, message, details } }`. */
function errorFromBody(body: unknown): CmsError | undefined {
  const error = (body as { error?: unknown } | undefined)?.error
  if (!error || typeof error !== 'object') return undefined
  const { status, name, message, details } = error as Record<string, unknown>
  if (typeof message !== 'string' || !message) return undefined
  return {
    status: typeof status === 'number' && status >= 400 && status <= 599 ? status : 500,
    name: typeof name === 'string' && name ? name : 'UnknownError',
    message,
    fields: fieldsOf(details),
  }
}

function fieldsOf(details: unknown): Record<string, string> | undefined {
  const errors = (details as { errors?: unknown } | undefined)?.errors
  if (!Array.isArray(errors)) return undefined
  const fields: Record<string, string> = {}
  for (const item of errors as { path?: unknown; message?: unknown }[]) {
    const path = Array.isArray(item?.path) ? item.path.join('.') : undefined
    if (path && typeof item.message === 'string' && !(path in fields)) fields[path] = item.message
  }
  return Object.keys(fields).length ? fields : undefined
}

/** SPEC.md section 8: no error body, so `UnknownError`, status 500 and the message. */
function unknownError(response: Response, unreadable: boolean): CmsError {
  return {
    status: 500,
    upstream: response.status,
    name: 'UnknownError',
    message: response.ok
      ? 'The CMS answered with an unreadable body'
      : `The CMS answered ${response.status}${unreadable ? ' without an error body' : ''}`,
  }
}
