import { randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { isLanguage, partnerLink, partnerMail } from '../mail/partner-mail'
import { sendPartnerMail } from '../mail/send'
import { answerSignedIn } from './session'
import { countFailure, forgetFailures, throttleKey, waitFor } from './throttle'

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
  kind: 'reset' | 'confirm' | 'locked',
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

/** The account an identifier names, as Strapi's sign-in finds it. */
const accountOf = (strapi: Core.Strapi, identifier: string): Promise<Partner | null> =>
  users(strapi).findOne({
    where: {
      provider: 'local',
      $or: [{ email: identifier.toLowerCase() }, { username: identifier }],
    },
  })

/**
 * What a guess at an identifier no account has is checked against, so it takes as long as one
 * at a real account: a bcrypt hash of cost 10 (Strapi's) of a random string nobody kept.
 */
const DECOY_HASH = '$2a$10$oPrLtLtbI4H.WmuuNKc/1e5bPmRaVu9gNqu.XfvbokTbiQkpKI7wG'

/** Strapi's shape for a refusal, with how long to wait. */
function tooMany(ctx: any, waitMs: number) {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000))
  ctx.set('Retry-After', String(retryAfter))
  ctx.status = 429
  ctx.body = {
    data: null,
    error: {
      status: 429,
      name: 'RateLimitError',
      message: 'Too many sign-in attempts. Please try again later.',
      details: { retryAfter },
    },
  }
}

/** The partner's lock, by e-mail, with a link to a new password (which lifts it). */
async function mailLocked(strapi: Core.Strapi, identifier: string) {
  const partner = await accountOf(strapi, identifier)
  if (!partner || partner.blocked) return
  const resetPasswordToken = randomBytes(64).toString('hex')
  await userService(strapi).edit(partner.id, { resetPasswordToken })
  mailPartner(strapi, partner, 'locked', { code: resetPasswordToken })
  strapi.log.warn(`Sign-in to partner #${partner.id} locked after repeated failures`)
}

/**
 * The partner flows of Strapi's auth controller, where the site's pages are what the e-mails
 * open (docs/partner-sign-in.md):
 * - forgot-password mails a link to the site's reset page in the partner's language, and
 *   answers the same for every address, whether or not it exists or the mail can be sent;
 * - a completed reset also confirms the address (the partner has just proved they read it);
 * - email-confirmation answers the worker with a new session instead of redirecting, so that
 *   the site's confirm page signs the partner in;
 * - sign-in with a password is throttled per account (./throttle.ts), and a wrong guess at an
 *   identifier no account has takes as long as one at a real account.
 */
export function partnerAuth(strapi: Core.Strapi, base: Record<string, any>) {
  return {
    async callback(ctx: any, next: unknown) {
      const identifier = ctx.request.body?.identifier
      const password = ctx.request.body?.password
      const local = (ctx.params?.provider ?? 'local') === 'local'
      if (!local || typeof identifier !== 'string' || !identifier || typeof password !== 'string') {
        return base.callback(ctx, next)
      }
      const key = throttleKey(identifier)
      const wait = await waitFor(strapi, key)
      if (wait > 0) return tooMany(ctx, wait)
      if (!(await accountOf(strapi, identifier))) {
        await userService(strapi).validatePassword(password, DECOY_HASH)
      }
      try {
        const answer = await base.callback(ctx, next)
        await forgetFailures(strapi, identifier)
        return answer
      } catch (error) {
        if (
          error instanceof errors.ValidationError &&
          /identifier or password/i.test(error.message)
        ) {
          const { lockedNow } = await countFailure(strapi, key)
          if (lockedNow) await mailLocked(strapi, identifier)
        }
        throw error
      }
    },

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
      // a new password lifts a lock on the account (the lock's e-mail links here)
      if (partner) await forgetFailures(strapi, partner.email, partner.username)
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
