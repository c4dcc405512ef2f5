import * as z from 'zod/mini'
import type { MessageKey } from '../i18n/messages'
import { CONTEXT_FIELDS, emailField, messagesOf } from './form-fields'

// SPEC.md section 5: 'Invalid email format' is the title, this the message beside the field
export const NEWSLETTER_MESSAGES = {
  email: 'newsletter.invalidText',
} as const satisfies Record<string, MessageKey>

export const NewsletterSignupSchema = z.object({
  email: emailField({ required: NEWSLETTER_MESSAGES.email, invalid: NEWSLETTER_MESSAGES.email }),
  ...CONTEXT_FIELDS,
})

export type NewsletterSignup = z.output<typeof NewsletterSignupSchema>

export const NEWSLETTER_MESSAGE_KEYS = messagesOf(NEWSLETTER_MESSAGES)
