import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { every } from 'hono/combine'
import type { AppEnv } from '../../env'
import type { MessageKey } from '../../i18n/messages'
import { budgetFor } from '../../lib/budget'
import { clientAddress, overLimit } from '../../server/rate-limit'
import { isFormPost, isJsonPost } from '../../server/request-body'
import { isCrossSite } from '../../server/same-origin'
import { refuse } from './respond'

/** Bodies larger than this are refused (413): the longest form, the questionnaire, is ~10 KB. */
export const MAX_BODY_BYTES = 32 * 1024

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

/**
 * 429 with Retry-After past 20 POSTs a minute from one client (the binding FORM_RATE_LIMIT:
 * src/server/rate-limit.ts); the form endpoints share one count.
 */
export function rateLimit(): MiddlewareHandler<AppEnv> {
  return async function rateLimit(c, next) {
    const retryAfter = await overLimit(c.env, 'forms', clientAddress(c))
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
    budgetFor('formPost'),
    crossSite(),
    rateLimit(),
    contentType(),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413, tooLarge) })
  )
}
