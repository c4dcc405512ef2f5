import * as z from 'zod/mini'
import type { MessageKey } from '../i18n/messages'
import { LOCALE_CODES } from '../i18n/locales'
import { toE164 } from '../lib/phone'
import { CONSENT_VERSION, CONSENT_VERSIONS } from '../schemas/consent'

// Field builders shared by every form schema. Messages are en.json keys: the worker resolves
// them with the visitor's locale, the browser with the strings its island received.

export const NAME_MAX = 100
export const EMAIL_MAX = 254
export const TEXT_MAX = 2000
export const SHORT_TEXT_MAX = 200

/** Letters of any script and the marks, spaces, apostrophes, hyphens and dots found in names. */
const NAME_CHARS = /^[\p{L}\p{M}][\p{L}\p{M}' ’.-]*$/u
const DIGITS = /\p{N}/u
/** zod's practical email pattern (local@domain.tld), without quoted local parts */
const EMAIL = z.regexes.email

const collapseSpaces = z.overwrite((value: string) => value.replace(/\s+/g, ' ').trim())

export interface NameMessages {
  required: MessageKey
  short: MessageKey
  digits: MessageKey
  chars: MessageKey
}

/** A person's name: required, 2 to 100 characters, no digits, letters and name punctuation. */
export function nameField(m: NameMessages) {
  return z.string({ error: m.required }).check(
    collapseSpaces,
    z.minLength(1, { error: m.required }),
    z.minLength(2, { error: m.short }),
    z.refine((value) => !DIGITS.test(value), { error: m.digits }),
    z.maxLength(NAME_MAX, { error: m.chars }),
    z.regex(NAME_CHARS, { error: m.chars })
  )
}

export interface EmailMessages {
  required: MessageKey
  invalid: MessageKey
}

export function emailField(m: EmailMessages) {
  return z
    .string({ error: m.required })
    .check(
      z.trim(),
      z.minLength(1, { error: m.required }),
      z.maxLength(EMAIL_MAX, { error: m.invalid }),
      z.regex(EMAIL, { error: m.invalid })
    )
}

/** Free text: trimmed, bounded; empty becomes undefined. Too long is an error with `tooLong`. */
export function optionalText(max: number, tooLong: MessageKey = 'forms.errors.tooLong') {
  return z.pipe(
    // anything but text is dropped; text is checked (its `maxLength` is what `maxLengths` reads)
    z.catch(z.optional(z.string()), undefined),
    z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(max, { error: tooLong }))),
      z.transform((value) => (value ? value : undefined))
    )
  )
}

/** A value that, when it is not one of the options, is dropped rather than refused. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.catch(z.optional(z.enum(options)), undefined)
}

/**
 * A whole number as JSON sends it (a number) or a form does (digits): `true`, `[]` or `"1e3"`
 * are not numbers, as `z.coerce` would make them.
 */
export function wholeNumber(error?: MessageKey) {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)
          ? Number(value)
          : Number.NaN
    ),
    z.number({ error })
  )
}

/** An id of a property or consultant; anything else is dropped (the lead still counts). */
export const optionalId = z.catch(
  z.optional(
    z.pipe(wholeNumber(), z.number().check(z.int(), z.minimum(1), z.maximum(9_999_999_999)))
  ),
  undefined
)

/** Checkbox: true from JSON `true`, or a form's `on`/`true`/`1`; anything else is false. */
export const checkbox = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value) => value === true || value === 'on' || value === 'true' || value === '1')
  ),
  false
)

const boundedToken = (max: number) =>
  z.catch(
    z.optional(z.string().check(z.trim(), z.maxLength(max), z.regex(/^[\w.~:-]*$/))),
    undefined
  )

/**
 * What every submission carries besides the visitor's answers: where it came from (page,
 * locale, UTM, affiliate), the consent shown, the honeypot and the bot-check token. None of
 * these can fail a submission: a bad value is dropped.
 */
export const CONTEXT_FIELDS = {
  page: z.catch(
    z.optional(
      z.string().check(z.trim(), z.maxLength(300), z.regex(/^\/[^\s\\]*$/), z.regex(/^(?!\/\/)/))
    ),
    undefined
  ),
  locale: z.catch(z.enum(LOCALE_CODES), 'en'),
  utmSource: boundedToken(100),
  utmMedium: boundedToken(100),
  utmCampaign: boundedToken(100),
  utmTerm: boundedToken(100),
  utmContent: boundedToken(100),
  affiliateTransactionId: boundedToken(100),
  marketingOptIn: checkbox,
  consentVersion: z.catch(z.enum(CONSENT_VERSIONS), CONSENT_VERSION),
  /** the honeypot: people never see it, so any value marks the submission for review */
  website_url: z.catch(z.optional(z.string().check(z.maxLength(500))), 'filled'),
  turnstileToken: z.catch(z.optional(z.string().check(z.maxLength(2048))), undefined),
}

export interface PhoneMessages {
  invalid: MessageKey
}

/**
 * The phone number and the country picked beside it. Checked on the whole object so the picked
 * country can read a national number; `when` lets it report alongside the other fields' errors.
 */
export function phoneCheck(m: PhoneMessages, required: boolean) {
  return z.refine(
    (input: unknown) => {
      const value = input as { phone?: unknown; phoneCountry?: unknown }
      const blank = typeof value.phone !== 'string' || value.phone.trim() === ''
      if (blank) return !required && (value.phone === undefined || typeof value.phone === 'string')
      return toE164(value.phone, value.phoneCountry) !== null
    },
    { path: ['phone'], error: m.invalid, when: () => true }
  )
}

export const phoneFields = {
  phone: z.optional(z.unknown()),
  phoneCountry: z.catch(z.optional(z.string().check(z.maxLength(2))), undefined),
}

/** Replaces the phone as typed by its E.164 form (undefined when an optional phone is blank). */
export function withE164<T extends { phone?: unknown; phoneCountry?: string }>(value: T) {
  const { phoneCountry, ...rest } = value
  return { ...rest, phone: toE164(value.phone, phoneCountry) ?? undefined }
}

/** The same for a required phone, which the check has already found valid. */
export function withRequiredE164<T extends { phone?: unknown; phoneCountry?: string }>(value: T) {
  const contact = withE164(value)
  return { ...contact, phone: contact.phone! }
}

/** Message keys a schema can produce, so the server can hand their translations to an island. */
export function messagesOf(...groups: (object | MessageKey)[]): MessageKey[] {
  const keys = groups.flatMap((group) =>
    typeof group === 'string' ? [group] : (Object.values(group) as MessageKey[])
  )
  return [...new Set(keys)]
}
