import type { Core } from '@strapi/strapi'
import { mailConfigured } from '../config/smtp-mail'
import type { PartnerMail } from './partner-mail'

export interface Message {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  headers?: Record<string, string>
}

/**
 * Sends a mail through the configured provider (SMTP_*) without keeping anyone waiting: a failing
 * mail server is logged, never thrown. `what` names the mail in the log, never its address.
 * Without SMTP_HOST nothing is sent; outside production the log gives the mail's link instead,
 * so the flows can be tried locally. Resolves true once the server accepted it.
 */
export function sendMail(
  strapi: Core.Strapi,
  message: Message,
  { what, link }: { what: string; link?: string }
): Promise<boolean> {
  if (!mailConfigured()) {
    const shown = process.env.NODE_ENV === 'production' || !link ? '' : `: ${link}`
    strapi.log.info(`E-mail is not configured (SMTP_HOST); ${what} not sent${shown}`)
    return Promise.resolve(false)
  }
  return strapi
    .plugin('email')
    .service('email')
    .send(message)
    .then(() => {
      strapi.log.info(`Sent "${message.subject}" (${what})`)
      return true
    })
    .catch((error: Error) => {
      strapi.log.error(`Could not send "${message.subject}" (${what}): ${error.message}`)
      return false
    })
}

/**
 * A partner's mail: forgot-password then takes as long for a known address as for an unknown
 * one, since nothing waits for it.
 */
export function sendPartnerMail(
  strapi: Core.Strapi,
  { to, userId, mail, link }: { to: string; userId: number; mail: PartnerMail; link: string }
): void {
  void sendMail(strapi, { to, ...mail }, { what: `partner #${userId}'s link`, link })
}
