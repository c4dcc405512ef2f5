import { Hono, type Context } from 'hono'
import type { AppEnv } from '../env'
import { LOCALE_CODES } from '../i18n/locales'
import { cmsRequest, type CmsError } from '../server/cms'
import { cmsBaseUrl } from '../lib/cms-url'
import { redirectOnSite } from '../server/redirect'
import { cmsClientOf, currentUser, hasSession, saveSession, sessionToken } from '../server/session'
import { DASHBOARD_QUERY, reshapePartner, type DashboardState } from '../server/partner'
import { dashboardPage, signInPage, type SignInError, type SignInState } from '../pages'
import { renderPage } from '../render/render-page'
import { localePath, localizedPattern } from '../route-table'
import { accountWait, afterSignIn, FORWARDS, validateFields } from './auth-forwards'
import { portalGuards, readPortalForm } from './portal-guards'

/**
 * The partner portal's pages: the sign-in form posts here without JavaScript (and lands on the
 * dashboard or comes back with its errors); the dashboard is served only behind a session.
 */
export const partnerPortal = new Hono<AppEnv>()

/** A wait longer than this is the CMS's lock on the account, said as such. */
const LOCK_SECONDS = 60

/** Strapi's messages for a failed sign-in, mapped to ours so they translate. */
function signInError(error: CmsError): SignInError {
  if (error.status === 503 || cmsGatewayDown(error)) return 'unavailable'
  if (error.status === 429) return (error.retryAfter ?? 0) > LOCK_SECONDS ? 'locked' : 'tooMany'
  if (/not confirmed/i.test(error.message)) return 'unconfirmed'
  if (/blocked/i.test(error.message)) return 'blocked'
  if (error.status === 400 || error.status === 401) return 'credentials'
  return 'unknown'
}

function withState(c: Context<AppEnv>, state: SignInState, status: number): Promise<Response> {
  return renderPage(c, signInPage(state, status), {})
}

/** A gateway in front of the CMS answered for it (502-504 without Strapi's error body). */
const cmsGatewayDown = (error: CmsError) =>
  error.upstream !== undefined && error.upstream >= 502 && error.upstream <= 504

/**
 * The page for a refusal by the CMS, with its Retry-After when it asks the visitor to wait; a CMS
 * that is down or behind a failing gateway is a temporary problem (503), said as such.
 */
function refusedBy(c: Context<AppEnv>, error: CmsError, state: SignInState): Promise<Response> {
  if (error.retryAfter) c.header('Retry-After', String(error.retryAfter))
  const down = cmsGatewayDown(error)
  if (down) c.header('Retry-After', '60')
  return withState(c, { ...state, error: signInError(error) }, down ? 503 : error.status)
}

/** Over the attempts one account may have a minute: the same page whether or not it exists. */
function waitPage(c: Context<AppEnv>, wait: number, state: SignInState): Promise<Response> {
  c.header('Retry-After', String(wait))
  return withState(c, { ...state, error: 'tooMany' }, 429)
}

for (const locale of LOCALE_CODES) {
  const signInPath = localizedPattern('partner-sign-in', locale)
  const dashboardPath = localizedPattern('partner-dashboard', locale)

  partnerPortal.post(
    signInPath,
    portalGuards((c) => withState(c, { configured: true, error: 'tooMany' }, 429)),
    async (c) => {
      const base = cmsBaseUrl(c.env.CMS_URL)
      if (!base) return withState(c, { configured: false }, 503)
      const form = await readPortalForm(c)
      const t = c.get('t')

      // A reset link or a new confirmation link: the same answer whether or not the account
      // exists (or is confirmed already), so the forms reveal no accounts
      const request = form.intent === 'forgot' || form.intent === 'resend' ? form.intent : null
      if (request) {
        const path =
          request === 'forgot' ? '/auth/forgot-password' : '/auth/send-email-confirmation'
        const { values, errors } = validateFields(form, FORWARDS[path]!, t)
        if (Object.keys(errors).length) {
          return withState(c, { configured: true, form: request, fields: errors }, 400)
        }
        const wait = await accountWait(c, FORWARDS[path]!, values)
        if (wait !== null) return waitPage(c, wait, { configured: true, form: request })
        const result = await cmsRequest(base, path, {
          method: 'POST',
          body: values,
          client: cmsClientOf(c),
        })
        if (!result.ok && (result.error.status >= 500 || result.error.status === 429)) {
          return refusedBy(c, result.error, { configured: true, form: request })
        }
        const notice = request === 'forgot' ? 'resetSent' : 'confirmationSent'
        return withState(c, { configured: true, notice }, 200)
      }

      const { values, errors } = validateFields(form, FORWARDS['/auth/local']!, t)
      const identifier = values.identifier
      if (Object.keys(errors).length) {
        return withState(c, { configured: true, error: 'invalid', fields: errors, identifier }, 400)
      }
      const wait = await accountWait(c, FORWARDS['/auth/local']!, values)
      if (wait !== null) return waitPage(c, wait, { configured: true, identifier })
      const result = await cmsRequest<{ jwt?: unknown; refreshToken?: unknown }>(
        base,
        '/auth/local',
        {
          method: 'POST',
          body: values,
          token: await sessionToken(c, base),
          client: cmsClientOf(c),
        }
      )
      await afterSignIn(c, values, result.ok ? undefined : result.error)
      if (!result.ok) return refusedBy(c, result.error, { configured: true, identifier })
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
