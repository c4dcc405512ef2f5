import * as z from 'zod/mini'
import type { MessageKey } from '../i18n/messages'
import {
  CONTEXT_FIELDS,
  emailField,
  nameField,
  phoneCheck,
  phoneFields,
  type EmailMessages,
  type NameMessages,
} from './rules'

// The field group every form a consultant answers shares: the name, the email and the phone
// with its country, and the context every submission carries. The forms differ only in their
// messages, whether the phone is required, and their own questions.

/** SPEC.md section 5's landing form (and the partner form that speaks like it): a message per fault. */
export interface DetailedMessages {
  nameRequired: MessageKey
  nameShort: MessageKey
  nameDigits: MessageKey
  nameChars: MessageKey
  emailRequired: MessageKey
  emailInvalid: MessageKey
  phoneInvalid: MessageKey
}

/** The questionnaire and the consultation form: one message per field. */
export interface FieldMessages {
  name: MessageKey
  email: MessageKey
  phone: MessageKey
}

interface ContactMessages {
  name: NameMessages
  email: EmailMessages
  phone: MessageKey
}

function contactMessages(m: DetailedMessages | FieldMessages): ContactMessages {
  if ('name' in m) {
    const { name, email, phone } = m
    const nameMessages = { required: name, short: name, digits: name, chars: name }
    return { name: nameMessages, email: { required: email, invalid: email }, phone }
  }
  return {
    name: {
      required: m.nameRequired,
      short: m.nameShort,
      digits: m.nameDigits,
      chars: m.nameChars,
    },
    email: { required: m.emailRequired, invalid: m.emailInvalid },
    phone: m.phoneInvalid,
  }
}

/**
 * A form's own questions `own`, then the contact fields and the context, with the phone checked
 * against its country. Pipe it into `withE164`, or `withRequiredE164` when `phoneRequired`.
 */
export function contactObject<S extends z.core.$ZodLooseShape>(
  own: S,
  messages: DetailedMessages | FieldMessages,
  phoneRequired: boolean
) {
  const m = contactMessages(messages)
  return z
    .object({
      ...own,
      fullName: nameField(m.name),
      email: emailField(m.email),
      ...phoneFields,
      ...CONTEXT_FIELDS,
    })
    .check(phoneCheck({ invalid: m.phone }, phoneRequired))
}
