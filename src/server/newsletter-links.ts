import type { Context } from 'hono'
import type { AppEnv, Bindings } from '../env'
import type { LocaleCode } from '../i18n/locales'
import { signToken } from '../lib/signed-token'
import { localePath } from '../route-table'
import { siteOrigin } from './origin'

/**
 * NEWSLETTER_SECRET signs the links; unset (a laptop, the tests), a stand-in written here signs
 * them, so the flow works locally. Anyone can read the stand-in: every deployed environment sets
 * its own (docs/operations.md, "Secrets"), or anyone holding a subscription's id could confirm
 * or unsubscribe it.
 */
export const LOCAL_NEWSLETTER_SECRET = 'local-newsletter-secret-not-secret'

export const newsletterSecret = (env: Pick<Bindings, 'NEWSLETTER_SECRET'>) =>
  env.NEWSLETTER_SECRET?.trim() || LOCAL_NEWSLETTER_SECRET

/** A confirmation link works for a week; an unsubscribe link for as long as the list exists. */
export const CONFIRM_LINK_DAYS = 7
export const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000

/**
 * A subscription's two links, in its language, on the site's canonical origin: the double
 * opt-in's confirmation and the one-click unsubscribe (RFC 8058) every newsletter mail carries.
 */
export async function newsletterLinks(
  c: Context<AppEnv>,
  subscriptionId: string,
  locale: LocaleCode,
  now: number
) {
  const secret = newsletterSecret(c.env)
  const origin = siteOrigin(c)
  const link = async (
    page: 'newsletter-confirm' | 'newsletter-unsubscribe',
    purpose: 'confirm' | 'unsubscribe'
  ) =>
    `${origin}${localePath(page, locale)}?token=${await signToken(secret, purpose, subscriptionId, now)}`
  return {
    confirm: await link('newsletter-confirm', 'confirm'),
    unsubscribe: await link('newsletter-unsubscribe', 'unsubscribe'),
  }
}
