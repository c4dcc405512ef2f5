import * as z from 'zod/mini'
import type { MessageKey } from '../../i18n/messages'
import { CONTEXT_FIELDS, emailField, messagesOf } from '../rules'

// SPEC.md section 5: 'Invalid email format' is the title, this the message beside the field
export const NEWSLETTER_MESSAGES = {
  email: 'newsletter.invalidText',
} as const satisfies Record<string, MessageKey>

/** Subscribing is the visitor's opt-in to marketing email, so it is recorded as one. */
export const NewsletterSignupSchema = z.pipe(
  z.object({
    email: emailField({ required: NEWSLETTER_MESSAGES.email, invalid: NEWSLETTER_MESSAGES.email }),
    ...CONTEXT_FIELDS,
  }),
  z.transform((value) => ({ ...value, marketingOptIn: true }))
)

export type NewsletterSignup = z.output<typeof NewsletterSignupSchema>

export const NEWSLETTER_MESSAGE_KEYS = messagesOf(NEWSLETTER_MESSAGES)
