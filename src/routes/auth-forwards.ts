import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../env'
import type { MessageKey, Translate } from '../i18n/messages'
import { authSchema } from '../schemas/auth'
import { type CmsError } from '../server/cms'
import { cmsBaseUrl } from '../lib/cms-url'
import { countFailedSignIn, signInWait } from '../server/account-throttle'
import { accountKey, overLimit } from '../server/rate-limit'

// What the authentication proxy (auth.ts) and the partner sign-in page (partner-portal.tsx)
// share: the routes forwarded to the CMS with their fields, their validation, the rate limit,
// and the answers when the CMS is missing or refuses.

export const NOT_CONFIGURED = 'Authentication is not configured'

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
  /**
   * The field naming the account: its attempts are counted per account too, from every address
   * (ACCOUNT_RATE_LIMIT), so credential stuffing and mail floods against one partner slow down
   */
  account?: 'identifier' | 'email'
}

export const FORWARDS: Record<string, Forward> = {
  '/auth/local': {
    fields: ['identifier', 'password'],
    startsSession: true,
    account: 'identifier',
  },
  '/auth/local/register': {
    fields: ['username', 'email', 'password'],
    startsSession: true,
    withLanguage: true,
  },
  '/auth/forgot-password': { fields: ['email'], sameAnswerForEveryone: true, account: 'email' },
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
    account: 'email',
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

/**
 * The seconds to wait when the account named by `forward`'s field may not be tried now, else
 * null; the same whether or not the account exists. A sign-in waits once its account has failed
 * too often (src/server/account-throttle.ts); an account e-mail counts every request.
 */
export async function accountWait(
  c: Context<AppEnv>,
  forward: Forward,
  values: Fields
): Promise<number | null> {
  const name = forward.account && values[forward.account]
  if (!name) return null
  if (forward.account === 'identifier') return signInWait(name)
  return overLimit(c.env, 'account', await accountKey(name))
}

/** After the CMS's answer to a sign-in: a wrong password counts against the account. */
export async function afterSignIn(c: Context<AppEnv>, values: Fields, error?: CmsError) {
  if (values.identifier && error && (error.status === 400 || error.status === 401)) {
    await countFailedSignIn(c.env, values.identifier)
  }
}

export function cmsErrorResponse(c: Context, error: CmsError): Response {
  if (error.retryAfter) c.header('Retry-After', String(error.retryAfter))
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
