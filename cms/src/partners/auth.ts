import { randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { isLanguage, partnerLink, partnerMail } from '../mail/partner-mail'
import { sendPartnerMail } from '../mail/send'
import { answerSignedIn } from './session'

const USER = 'plugin::users-permissions.user'
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface Partner {
  id: number
  email: string
  username?: string
  fullName?: string | null
  language?: string | null
  confirmed?: boolean
  blocked?: boolean
}

const users = (strapi: Core.Strapi) => strapi.db.query(USER)
const userService = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service('user')

/** The partner's mail, in their language, linking to the site's page with the token. */
export function mailPartner(
  strapi: Core.Strapi,
  partner: Partner,
  kind: 'reset' | 'confirm',
  query: Record<string, string>
) {
  const language = isLanguage(partner.language) ? partner.language : 'en'
  const link = partnerLink(kind, language, query)
  const name = partner.fullName?.trim() || partner.username || partner.email
  sendPartnerMail(strapi, {
    to: partner.email,
    userId: partner.id,
    mail: partnerMail(kind, { language, name, link }),
    link,
  })
}

/**
 * Sends the confirmation link of a new or unconfirmed account (replaces Strapi's, which links to
 * its own API and writes English): the link opens the site's `/partners/confirm-email`.
 */
export async function sendConfirmationEmail(strapi: Core.Strapi, partner: Partner) {
  const confirmationToken = randomBytes(32).toString('hex')
  await userService(strapi).edit(partner.id, { confirmationToken })
  mailPartner(strapi, partner, 'confirm', { confirmation: confirmationToken })
}

/**
 * The partner flows of Strapi's auth controller, where the site's pages are what the e-mails
 * open (README, Partner sign-in):
 * - forgot-password mails a link to the site's reset page in the partner's language, and
 *   answers the same for every address, whether or not it exists or the mail can be sent;
 * - a completed reset also confirms the address (the partner has just proved they read it);
 * - email-confirmation answers the worker with a new session instead of redirecting, so that
 *   the site's confirm page signs the partner in.
 */
export function partnerAuth(strapi: Core.Strapi, base: Record<string, any>) {
  return {
    async forgotPassword(ctx: any) {
      const email = ctx.request.body?.email
      if (typeof email !== 'string' || !EMAIL.test(email)) {
        throw new errors.ValidationError('email must be a valid email')
      }
      const partner: Partner | null = await users(strapi).findOne({
        where: { email: email.toLowerCase() },
      })
      if (partner && !partner.blocked) {
        const resetPasswordToken = randomBytes(64).toString('hex')
        await userService(strapi).edit(partner.id, { resetPasswordToken })
        mailPartner(strapi, partner, 'reset', { code: resetPasswordToken })
      }
      return ctx.send({ ok: true })
    },

    async resetPassword(ctx: any, next: unknown) {
      const code = ctx.request.body?.code
      const partner: Partner | null =
        typeof code === 'string' && code
          ? await users(strapi).findOne({ where: { resetPasswordToken: code } })
          : null
      await base.resetPassword(ctx, next)
      if (partner && !partner.confirmed) {
        await userService(strapi).edit(partner.id, { confirmed: true, confirmationToken: null })
      }
    },

    async emailConfirmation(ctx: any) {
      const token = ctx.query?.confirmation
      if (typeof token !== 'string' || !token) throw new errors.ValidationError('Invalid token')
      const partner: Partner | null = await users(strapi).findOne({
        where: { confirmationToken: token },
      })
      if (!partner) throw new errors.ValidationError('Invalid token')
      if (partner.blocked) {
        throw new errors.ApplicationError('Your account has been blocked by an administrator')
      }
      await userService(strapi).edit(partner.id, { confirmed: true, confirmationToken: null })
      return answerSignedIn(strapi, ctx, { ...partner, confirmed: true })
    },
  }
}
