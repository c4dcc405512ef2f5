import * as z from 'zod/mini'
import type { MessageKey } from '../i18n/messages'

/** The longest value a sign-in field takes; the CMS has its own limits below this. */
export const AUTH_FIELD_MAX = 1024

/** The shortest new password a partner may choose (cms/config/plugins.ts says the same). */
export const PASSWORD_MIN = 8

const TEXT: MessageKey = 'auth.errors.text'
const REQUIRED: MessageKey = 'auth.errors.required'
const TOO_LONG: MessageKey = 'auth.errors.tooLong'

/** A required text field of the auth proxy; a password is taken as typed, the rest trimmed. */
function authField(name: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? REQUIRED : TEXT) })
    .check(
      z.maxLength(AUTH_FIELD_MAX, { error: TOO_LONG, abort: true }),
      ...(/password/i.test(name) ? [] : [z.trim()]),
      z.minLength(1, { error: REQUIRED })
    )
}

/** The fields one auth route forwards to the CMS, all required; unknown fields are dropped. */
export function authSchema(fields: readonly string[]) {
  return z.object(Object.fromEntries(fields.map((name) => [name, authField(name)])))
}
