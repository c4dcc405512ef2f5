import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { every } from 'hono/combine'
import { countRequest } from '../../db/rate-limits'
import type { AppEnv } from '../../env'
import type { MessageKey } from '../../i18n/messages'
import { sha256Hex } from '../../lib/hash'
import { isFormPost, isJsonPost } from '../../server/request-body'
import { isCrossSite } from '../../server/same-origin'
import { refuse } from './respond'
import { log } from '../../lib/log'

/** Bodies larger than this are refused (413): the longest form, the questionnaire, is ~10 KB. */
export const MAX_BODY_BYTES = 32 * 1024
/** DESIGN.md: more than 20 POSTs a minute from one client get 429. */
export const RATE_LIMIT_PER_MINUTE = 20

/**
 * DESIGN.md: a POST whose `Origin` (or, lacking it, `Referer`) names another origin is refused,
 * JSON and form bodies alike; with neither header (a server-side client) it is judged on its
 * merits. `Origin: null` (a sandboxed or privacy-redirected page) counts as another origin.
 */
export function crossSite(): MiddlewareHandler<AppEnv> {
  return async function crossSite(c, next) {
    if (isCrossSite(c)) return refuse(c, 403, 'forms.errors.forbidden')
    await next()
  }
}

/** The client a rate limit counts: a hash of its address, never the address itself. */
async function clientKey(c: Context, scope: string): Promise<string> {
  const ip = c.req.header('CF-Connecting-IP') ?? 'unknown'
  return (await sha256Hex(`rate-limit:${scope}:${ip}`)).slice(0, 32)
}

/**
 * Counts this request against the client's minute: the seconds until the minute ends when the
 * client is over `limit`, else null (also when the counter fails: it must not turn a buyer away).
 */
export async function overLimit(c: Context<AppEnv>, limit: number, scope: string) {
  const now = Date.now()
  try {
    const window = await countRequest(c.env.DB, await clientKey(c, scope), now)
    return window.count > limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : null
  } catch (error) {
    log.error('rate-limit.unavailable', { error })
    return null
  }
}

/** 429 with Retry-After past 20 POSTs a minute; the form endpoints share one count. */
export function rateLimit(limit = RATE_LIMIT_PER_MINUTE): MiddlewareHandler<AppEnv> {
  return async function rateLimit(c, next) {
    const retryAfter = await overLimit(c, limit, 'forms')
    if (retryAfter !== null) {
      c.header('Retry-After', String(retryAfter))
      return refuse(c, 429, 'forms.rateLimitedText')
    }
    await next()
  }
}

export function contentType(): MiddlewareHandler<AppEnv> {
  return async function contentType(c, next) {
    if (!isJsonPost(c) && !isFormPost(c)) {
      return refuse(c, 415, 'forms.errors.unsupported')
    }
    await next()
  }
}

const tooLarge: MessageKey = 'forms.errors.tooLarge'

/**
 * Everything a form endpoint checks before it reads the body, in order: each check either
 * answers (and the request stops there) or hands on to the next (`hono/combine`'s `every`).
 */
export function formGuard(): MiddlewareHandler<AppEnv> {
  return every(
    crossSite(),
    rateLimit(),
    contentType(),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413, tooLarge) })
  )
}
