import type { Core } from '@strapi/strapi'
import { mailConfigured } from '../config/smtp-mail'
import type { PartnerMail } from './partner-mail'

/**
 * Sends a partner's mail without keeping the answer waiting: forgot-password then takes as long
 * for a known address as for an unknown one, and a failing mail server is logged, never shown.
 * Without SMTP_HOST nothing is sent; outside production the log gives the link instead, so the
 * flows can be tried locally.
 */
export function sendPartnerMail(
  strapi: Core.Strapi,
  { to, userId, mail, link }: { to: string; userId: number; mail: PartnerMail; link: string }
): void {
  if (!mailConfigured()) {
    const shown = process.env.NODE_ENV === 'production' ? '' : `: ${link}`
    strapi.log.info(
      `E-mail is not configured (SMTP_HOST); partner #${userId}'s link not sent${shown}`
    )
    return
  }
  strapi
    .plugin('email')
    .service('email')
    .send({ to, ...mail })
    .then(() => strapi.log.info(`Sent "${mail.subject}" to partner #${userId}`))
    .catch((error: Error) =>
      strapi.log.error(`Could not send "${mail.subject}" to partner #${userId}: ${error.message}`)
    )
}
