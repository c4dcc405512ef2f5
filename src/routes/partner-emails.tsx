import { Hono, type Context } from 'hono'
import type { AppEnv } from '../env'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import type { Translate } from '../i18n/messages'
import {
  confirmEmailPage,
  resetPasswordPage,
  type ConfirmEmailState,
  type ResetPasswordState,
} from '../pages'
import { renderPage } from '../render/render-page'
import { localePath, localizedPattern } from '../route-table'
import { AUTH_FIELD_MAX, PASSWORD_MIN } from '../schemas/auth'
import { cmsRequest, type CmsError } from '../server/cms'
import { cmsBaseUrl } from '../lib/cms-url'
import { redirectOnSite } from '../server/redirect'
import { cmsClientOf, saveSession } from '../server/session'
import { FORWARDS, validateFields } from './auth-forwards'
import { portalGuards, readPortalForm } from './portal-guards'

/**
 * The pages the CMS's e-mails link to (cms/src/mail): a new password from the reset link, and
 * the confirmation of a new partner's address. Both end signed in, on the dashboard; both work
 * without JavaScript, and neither page is cached, since its URL carries a one-time code.
 */
export const partnerEmails = new Hono<AppEnv>()

type SignedIn = { jwt?: unknown; refreshToken?: unknown }

/** The session the CMS's answer starts, then the dashboard; undefined when it carries none. */
function goSignedIn(c: Context<AppEnv>, data: SignedIn, locale: LocaleCode) {
  if (typeof data.jwt !== 'string' || !data.jwt) return undefined
  saveSession(c, data.jwt, data.refreshToken)
  return redirectOnSite(c, undefined, localePath('partner-dashboard', locale), 303)
}

/** Strapi's refusal of a new password, as the page says it. */
function resetRefusal(error: CmsError, t: Translate): Omit<ResetPasswordState, 'configured'> {
  if (error.status === 503) return { error: 'unavailable' }
  if (error.status === 429) return { error: 'tooMany' }
  if (/incorrect code/i.test(error.message)) return { error: 'resetLink' }
  if (/do not match/i.test(error.message)) {
    return { fields: { passwordConfirmation: t('auth.errors.passwordMismatch') } }
  }
  if (error.status === 400 && /password/i.test(error.message)) {
    return { fields: { password: t('auth.errors.passwordShort') } }
  }
  return { error: 'unknown' }
}

/** Strapi's refusal of a confirmation link, as the page says it. */
function confirmRefusal(error: CmsError): ConfirmEmailState['error'] {
  if (error.status === 503) return 'unavailable'
  if (error.status === 429) return 'tooMany'
  if (/blocked/i.test(error.message)) return 'blocked'
  if (error.status === 400) return 'confirmLink'
  return 'unknown'
}

/** The new password's own rules, checked before the CMS is asked (it checks them again). */
function passwordProblems(values: Record<string, string>, t: Translate): Record<string, string> {
  if (values.password!.length < PASSWORD_MIN) {
    return { password: t('auth.errors.passwordShort') }
  }
  if (values.password !== values.passwordConfirmation) {
    return { passwordConfirmation: t('auth.errors.passwordMismatch') }
  }
  return {}
}

const resetWith = (c: Context<AppEnv>, state: ResetPasswordState, status: number) =>
  renderPage(c, resetPasswordPage(state, status), {})
const confirmWith = (c: Context<AppEnv>, state: ConfirmEmailState, status: number) =>
  renderPage(c, confirmEmailPage(state, status), {})

for (const locale of LOCALE_CODES) {
  const resetPath = localizedPattern('partner-reset-password', locale)
  const confirmPath = localizedPattern('partner-confirm-email', locale)

  partnerEmails.get(resetPath, (c) => {
    c.header('Cache-Control', 'private, no-store')
    const code = c.req.query('code')?.trim().slice(0, AUTH_FIELD_MAX) || undefined
    return resetWith(c, { configured: Boolean(cmsBaseUrl(c.env.CMS_URL)), code }, 200)
  })

  partnerEmails.post(
    resetPath,
    portalGuards((c) => resetWith(c, { configured: true, error: 'tooMany' }, 429)),
    async (c) => {
      const base = cmsBaseUrl(c.env.CMS_URL)
      if (!base) return resetWith(c, { configured: false }, 503)
      const form = await readPortalForm(c)
      const t = c.get('t')
      const code = typeof form.code === 'string' ? form.code.trim().slice(0, AUTH_FIELD_MAX) : ''
      if (!code) return resetWith(c, { configured: true, error: 'resetLink' }, 400)
      const { values, errors } = validateFields(form, FORWARDS['/auth/reset-password']!, t)
      const fields = Object.keys(errors).length ? errors : passwordProblems(values, t)
      if (Object.keys(fields).length) return resetWith(c, { configured: true, code, fields }, 400)

      const result = await cmsRequest<SignedIn>(base, '/auth/reset-password', {
        method: 'POST',
        body: values,
        client: cmsClientOf(c),
      })
      if (result.ok) {
        const signedIn = goSignedIn(c, result.data, locale)
        if (signedIn) return signedIn
        return resetWith(c, { configured: true, code, error: 'unknown' }, 502)
      }
      const refusal = resetRefusal(result.error, t)
      const kept = refusal.error === 'resetLink' ? undefined : code
      return resetWith(c, { configured: true, code: kept, ...refusal }, result.error.status)
    }
  )

  // A GET that confirms: the link is opened from an e-mail, on another site, by a click
  partnerEmails.get(
    confirmPath,
    portalGuards((c) => confirmWith(c, { configured: true, error: 'tooMany' }, 429)),
    async (c) => {
      const base = cmsBaseUrl(c.env.CMS_URL)
      const token = c.req.query('confirmation')?.trim()
      // a link that cannot be followed without the CMS is a dependency down; a visit is a page
      if (!base) return confirmWith(c, { configured: false }, token ? 503 : 200)
      if (!token) return confirmWith(c, { configured: true }, 200)
      if (token.length > AUTH_FIELD_MAX) {
        return confirmWith(c, { configured: true, error: 'confirmLink' }, 400)
      }
      const result = await cmsRequest<SignedIn>(base, '/auth/email-confirmation', {
        query: new URLSearchParams({ confirmation: token }),
        client: cmsClientOf(c),
      })
      if (!result.ok) {
        const error = confirmRefusal(result.error)
        return confirmWith(c, { configured: true, error }, result.error.status)
      }
      return (
        goSignedIn(c, result.data, locale) ??
        confirmWith(c, { configured: true, error: 'unknown' }, 502)
      )
    }
  )
}
