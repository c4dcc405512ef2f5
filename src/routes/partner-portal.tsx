import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../env'
import type { MessageKey } from '../i18n/messages'
import { LOCALE_CODES } from '../i18n/locales'
import { cmsBaseUrl, cmsRequest, type CmsError } from '../server/cms'
import { isFormPost, readBody } from '../server/request-body'
import { isCrossSite } from '../server/same-origin'
import { redirectOnSite } from '../server/redirect'
import { currentUser, hasSession, saveSession, sessionToken } from '../server/session'
import { DASHBOARD_QUERY, reshapePartner, type DashboardState } from '../server/partner'
import { dashboardPage, signInPage, type SignInError, type SignInState } from '../pages'
import { renderPage } from '../render/render-page'
import { localePath, localizedPattern } from '../route-table'
import { AUTH_RATE_LIMIT, FORWARDS, validateFields } from './auth-forwards'
import { overLimit } from './forms/guard'

/**
 * The partner portal's pages: the sign-in form posts here without JavaScript (and lands on the
 * dashboard or comes back with its errors); the dashboard is served only behind a session.
 */
export const partnerPortal = new Hono<AppEnv>()

/** Strapi's messages for a failed sign-in, mapped to ours so they translate. */
function signInError(error: CmsError): SignInError {
  if (error.status === 503) return 'unavailable'
  if (error.status === 429) return 'tooMany'
  if (/not confirmed/i.test(error.message)) return 'unconfirmed'
  if (/blocked/i.test(error.message)) return 'blocked'
  if (error.status === 400 || error.status === 401) return 'credentials'
  return 'unknown'
}

/**
 * A form post refused before it is read: the worker's error page (routes/errors.tsx) with the
 * refusal as its heading, in the visitor's language, as the browser shows it without JavaScript.
 */
function refuse(c: Context<AppEnv>, status: 403 | 413 | 415, reason: MessageKey): never {
  throw new HTTPException(status, { message: c.get('t')(reason) })
}

function withState(c: Context<AppEnv>, state: SignInState, status: number): Promise<Response> {
  return renderPage(c, signInPage(state, status), {})
}

for (const locale of LOCALE_CODES) {
  const signInPath = localizedPattern('partner-sign-in', locale)
  const dashboardPath = localizedPattern('partner-dashboard', locale)

  partnerPortal.post(
    signInPath,
    async function sameSite(c, next) {
      if (isCrossSite(c)) refuse(c, 403, 'forms.errors.forbidden')
      await next()
    },
    async function slowDown(c, next) {
      const retryAfter = await overLimit(c, AUTH_RATE_LIMIT, 'auth')
      if (retryAfter === null) return next()
      c.header('Retry-After', String(retryAfter))
      c.header('Cache-Control', 'private, no-store')
      return withState(c, { configured: true, error: 'tooMany' }, 429)
    },
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => refuse(c, 413, 'forms.errors.tooLarge') }),
    async (c) => {
      c.header('Cache-Control', 'private, no-store')
      const base = cmsBaseUrl(c.env.CMS_URL)
      if (!base) return withState(c, { configured: false }, 503)
      if (!isFormPost(c)) refuse(c, 415, 'forms.errors.unsupported')
      const form = await readBody(c).catch(() => ({}) as Record<string, unknown>)
      const t = c.get('t')

      if (form.intent === 'forgot') {
        const { values, errors } = validateFields(form, FORWARDS['/auth/forgot-password']!, t)
        if (Object.keys(errors).length) {
          return withState(c, { configured: true, form: 'forgot', fields: errors }, 400)
        }
        const result = await cmsRequest(base, '/auth/forgot-password', {
          method: 'POST',
          body: values,
        })
        // The same answer whether or not the account exists, so the form reveals no accounts
        if (!result.ok && result.error.status >= 500) {
          return withState(
            c,
            { configured: true, form: 'forgot', error: signInError(result.error) },
            result.error.status
          )
        }
        return withState(c, { configured: true, notice: 'resetSent' }, 200)
      }

      const { values, errors } = validateFields(form, FORWARDS['/auth/local']!, t)
      const identifier = values.identifier
      if (Object.keys(errors).length) {
        return withState(c, { configured: true, error: 'invalid', fields: errors, identifier }, 400)
      }
      const result = await cmsRequest<{ jwt?: unknown; refreshToken?: unknown }>(
        base,
        '/auth/local',
        {
          method: 'POST',
          body: values,
          token: await sessionToken(c, base),
          clientIp: c.req.header('CF-Connecting-IP'),
        }
      )
      if (!result.ok) {
        return withState(
          c,
          { configured: true, error: signInError(result.error), identifier },
          result.error.status
        )
      }
      if (typeof result.data.jwt !== 'string') {
        return withState(c, { configured: true, error: 'unknown', identifier }, 500)
      }
      saveSession(c, result.data.jwt, result.data.refreshToken)
      return redirectOnSite(c, c.req.query('next'), localePath('partner-dashboard', locale), 303)
    }
  )

  partnerPortal.get(dashboardPath, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    const signIn = `${localePath('partner-sign-in', locale)}?next=${encodeURIComponent(localePath('partner-dashboard', locale))}`
    const base = cmsBaseUrl(c.env.CMS_URL)
    if (!base || !hasSession(c)) return redirectOnSite(c, signIn, '/', 302)
    const result = await currentUser(c, base, DASHBOARD_QUERY)
    // No valid session, or the CMS refused it: the cookie is cleared, sign in again
    if (!result || (!result.ok && result.error.status < 500)) {
      return redirectOnSite(c, signIn, '/', 302)
    }
    const state: DashboardState = result.ok
      ? { partner: reshapePartner(result.data, base) }
      : { unavailable: true }
    return renderPage(c, dashboardPage(state), {})
  })
}
