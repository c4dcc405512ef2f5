import * as z from 'zod/mini'
import type { MessageKey } from '../../i18n/messages'
import { CONTEXT_FIELDS, EMAIL_MAX, messagesOf, NAME_MAX, TEXT_MAX, wholeNumber } from '../rules'

export const FEEDBACK_MESSAGES = {
  rating: 'feedbackForm.errors.rating',
  message: 'feedbackForm.errors.message',
  messageLong: 'forms.errors.tooLong',
  email: 'feedbackForm.errors.email',
  name: 'feedbackForm.errors.name',
} as const satisfies Record<string, MessageKey>

export const FEEDBACK_MIN = 10

/** Feedback needs a rating and a few words; a name and an email only if the visitor wants a reply. */
export const FeedbackSchema = z.object({
  rating: z.pipe(
    wholeNumber(FEEDBACK_MESSAGES.rating),
    z
      .number({ error: FEEDBACK_MESSAGES.rating })
      .check(
        z.int({ error: FEEDBACK_MESSAGES.rating }),
        z.minimum(1, { error: FEEDBACK_MESSAGES.rating }),
        z.maximum(5, { error: FEEDBACK_MESSAGES.rating })
      )
  ),
  message: z
    .string({ error: FEEDBACK_MESSAGES.message })
    .check(
      z.trim(),
      z.minLength(FEEDBACK_MIN, { error: FEEDBACK_MESSAGES.message }),
      z.maxLength(TEXT_MAX, { error: FEEDBACK_MESSAGES.messageLong })
    ),
  fullName: z.pipe(
    z.optional(
      z.string({ error: FEEDBACK_MESSAGES.name }).check(
        z.trim(),
        z.maxLength(NAME_MAX, { error: FEEDBACK_MESSAGES.name }),
        z.refine((value) => !/\p{N}/u.test(value), { error: FEEDBACK_MESSAGES.name })
      )
    ),
    z.transform((value) => value || undefined)
  ),
  email: z.pipe(
    z.optional(
      z.string({ error: FEEDBACK_MESSAGES.email }).check(
        z.trim(),
        z.maxLength(EMAIL_MAX, { error: FEEDBACK_MESSAGES.email }),
        z.refine((value) => value === '' || z.regexes.email.test(value), {
          error: FEEDBACK_MESSAGES.email,
        })
      )
    ),
    z.transform((value) => value || undefined)
  ),
  ...CONTEXT_FIELDS,
})

export type Feedback = z.output<typeof FeedbackSchema>

export const FEEDBACK_MESSAGE_KEYS = messagesOf(FEEDBACK_MESSAGES)
