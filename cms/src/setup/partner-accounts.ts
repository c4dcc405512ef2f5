import type { Core } from '@strapi/strapi'
import { mailConfigured } from '../config/smtp-mail'
import { siteUrl } from '../config/site'

/**
 * The users-permissions settings the partner flows rely on, in code rather than clicked in the
 * admin, set again on every start: with mail configured a new account must confirm its address
 * before it can sign in; without it (a laptop) it could never, so it need not. The addresses
 * are the site's pages, for the admin's settings screen (the mails build their own links in
 * the partner's language, src/mail).
 */
export async function configurePartnerAccounts(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' })
  const advanced = ((await store.get()) ?? {}) as Record<string, unknown>
  await store.set({
    value: {
      ...advanced,
      email_confirmation: mailConfigured(),
      email_reset_password: `${siteUrl()}/partners/reset-password`,
      email_confirmation_redirection: `${siteUrl()}/partners/dashboard`,
    },
  })
}
