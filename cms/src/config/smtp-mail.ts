import type { Env } from './site'

/** True when SMTP_HOST is set: partners' e-mails go out, and new accounts must confirm theirs. */
export const mailConfigured = () => Boolean(process.env.SMTP_HOST?.trim())

/**
 * Outgoing mail over SMTP (any provider) when SMTP_HOST is set; without it, nothing is sent
 * (the partner flows say so in the log, src/mail/send.ts).
 */
export function smtpMail(env: Env) {
  if (!mailConfigured()) return undefined
  const user = env('SMTP_USER')
  const from = env('EMAIL_FROM')
  if (!from && process.env.NODE_ENV === 'production') {
    throw new Error('SMTP_HOST is set: set EMAIL_FROM too (e.g. Arcadia Estates <partners@…>)')
  }
  return {
    provider: 'nodemailer',
    providerOptions: {
      host: env('SMTP_HOST'),
      port: env.int('SMTP_PORT', 587),
      // true for port 465 (TLS from the start); 587 upgrades with STARTTLS when offered
      secure: env.bool('SMTP_SECURE', false),
      ...(user ? { auth: { user, pass: env('SMTP_PASS') } } : {}),
    },
    settings: {
      defaultFrom: from || 'Arcadia Estates <partners@arcadia.example>',
      defaultReplyTo: from || 'partners@arcadia.example',
    },
  }
}
