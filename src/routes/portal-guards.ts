import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { every } from 'hono/combine'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../env'
import type { MessageKey } from '../i18n/messages'
import { isFormPost, readBody } from '../server/request-body'
import { isCrossSite } from '../server/same-origin'
import { switchBudget } from '../lib/budget'
import { clientAddress, overLimit } from '../server/rate-limit'

/**
 * A form post refused before it is read: the worker's error page (routes/errors.tsx) with the
 * refusal as its heading, in the visitor's language, as the browser shows it without JavaScript.
 */
export function refuse(c: Context<AppEnv>, status: 403 | 413 | 415, reason: MessageKey): never {
  throw new HTTPException(status, { message: c.get('t')(reason) })
}

/**
 * What every partner-portal request that reaches the CMS passes first: never cached (it carries
 * a password, a code or a session), from this site (for a post), within the sign-in attempts a
 * visitor may make a minute (shared with the JSON proxy), and no larger than a form of the
 * portal. `tooMany` is the page's own answer over the limit.
 */
export function portalGuards(
  tooMany: (c: Context<AppEnv>) => Promise<Response>
): MiddlewareHandler<AppEnv> {
  return every(
    async function noStore(c: Context<AppEnv>, next: () => Promise<void>) {
      switchBudget('signIn')
      c.header('Cache-Control', 'private, no-store')
      await next()
    },
    async function sameSite(c: Context<AppEnv>, next: () => Promise<void>) {
      if (c.req.method === 'POST' && isCrossSite(c)) refuse(c, 403, 'forms.errors.forbidden')
      await next()
    },
    async function slowDown(c: Context<AppEnv>, next: () => Promise<void>) {
      const retryAfter = await overLimit(c.env, 'auth', clientAddress(c))
      if (retryAfter === null) return next()
      c.header('Retry-After', String(retryAfter))
      return tooMany(c)
    },
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => refuse(c, 413, 'forms.errors.tooLarge') })
  )
}

/** A portal form's fields: a plain HTML form post, or refused (415) before it is read. */
export function readPortalForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (!isFormPost(c)) refuse(c, 415, 'forms.errors.unsupported')
  return readBody(c).catch(() => ({}))
}
