import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../env'
import type { MessageKey, Translate } from '../i18n/messages'
import { authSchema } from '../schemas/auth'
import { cmsBaseUrl, type CmsError } from '../server/cms'

// What the authentication proxy (auth.ts) and the partner sign-in page (partner-portal.tsx)
// share: the routes forwarded to the CMS with their fields, their validation, the rate limit,
// and the answers when the CMS is missing or refuses.

export const NOT_CONFIGURED = 'Authentication is not configured'

/**
 * Sign-in attempts and the like per client and minute. The CMS's own limiter sees every visitor
 * as this worker, so guessing passwords is slowed down here, per visitor.
 */
export const AUTH_RATE_LIMIT = 10

type Fields = Record<string, string>

export interface Forward {
  /** what the route forwards, every one required */
  fields: readonly string[]
  /** the answer carries a JWT that becomes the session */
  startsSession?: boolean
  /**
   * The same answer whether or not an account exists, so the form cannot be used to find out
   * who is a partner: the CMS's own error (Strapi answers 500 for a known address when it cannot
   * send mail, 200 for an unknown one) is logged, not shown.
   */
  sameAnswerForEveryone?: boolean
  /** the partner's language goes along, so the CMS writes their e-mails in it */
  withLanguage?: boolean
}

export const FORWARDS: Record<string, Forward> = {
  '/auth/local': {
    fields: ['identifier', 'password'],
    startsSession: true,
  },
  '/auth/local/register': {
    fields: ['username', 'email', 'password'],
    startsSession: true,
    withLanguage: true,
  },
  '/auth/forgot-password': { fields: ['email'], sameAnswerForEveryone: true },
  '/auth/reset-password': {
    fields: ['code', 'password', 'passwordConfirmation'],
    startsSession: true,
  },
  '/auth/change-password': {
    fields: ['currentPassword', 'password', 'passwordConfirmation'],
    startsSession: true,
  },
  '/auth/send-email-confirmation': {
    fields: ['email'],
    sameAnswerForEveryone: true,
  },
}

/** Keeps the route's fields (others are dropped) and checks them with zod, like every endpoint. */
export function validateFields(
  raw: Record<string, unknown>,
  { fields }: Pick<Forward, 'fields'>,
  t: Translate
): { values: Fields; errors: Fields } {
  const parsed = authSchema(fields).safeParse(raw)
  if (parsed.success) return { values: parsed.data, errors: {} }
  const errors: Fields = {}
  for (const issue of parsed.error.issues) {
    errors[String(issue.path[0])] ??= t(issue.message as MessageKey)
  }
  return { values: {}, errors }
}

/** The CMS base URL, or the 503 answer of DESIGN.md when `CMS_URL` is unset. */
export function cmsOr503(c: Context<AppEnv>): string | Response {
  return cmsBaseUrl(c.env.CMS_URL) ?? c.json({ error: NOT_CONFIGURED }, 503)
}

export function cmsErrorResponse(c: Context, error: CmsError): Response {
  return c.json(
    {
      error: error.message,
      name: error.name,
      status: error.status,
      ...(error.fields ? { fields: error.fields } : {}),
    },
    error.status as ContentfulStatusCode
  )
}
