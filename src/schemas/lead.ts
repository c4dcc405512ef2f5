import * as z from 'zod/mini'
import type { MessageKey } from '../i18n/messages'
import {
  CONTEXT_FIELDS,
  emailField,
  messagesOf,
  nameField,
  optionalId,
  optionalText,
  phoneCheck,
  phoneFields,
  TEXT_MAX,
  withE164,
} from './form-fields'

/** What a lead asks for; `landing` is the landing page's lead form, the rest the consultation form. */
export const LEAD_KINDS = ['call', 'consultation', 'landing', 'floor-plan', 'brochure'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export function isLeadKind(value: unknown): value is LeadKind {
  return LEAD_KINDS.includes(value as LeadKind)
}

// SPEC.md section 5, lead form (landing page)
export const LEAD_FORM_MESSAGES = {
  nameRequired: 'leadForm.errors.nameRequired',
  nameShort: 'leadForm.errors.nameShort',
  nameDigits: 'leadForm.errors.nameDigits',
  nameChars: 'leadForm.errors.nameChars',
  emailRequired: 'leadForm.errors.emailRequired',
  emailInvalid: 'leadForm.errors.emailInvalid',
  phoneInvalid: 'leadForm.errors.phoneInvalid',
} as const satisfies Record<string, MessageKey>

// SPEC.md section 5, consultation form: one message per field
export const CONSULTATION_FORM_MESSAGES = {
  name: 'consultationForm.errors.name',
  email: 'consultationForm.errors.email',
  phone: 'consultationForm.errors.phone',
} as const satisfies Record<string, MessageKey>

const leadContext = {
  ...CONTEXT_FIELDS,
  ...phoneFields,
  propertyId: optionalId,
  agentId: optionalId,
  message: optionalText(TEXT_MAX),
}

function leadSchema<K extends readonly [LeadKind, ...LeadKind[]]>(
  kinds: K,
  m: {
    name: Parameters<typeof nameField>[0]
    email: Parameters<typeof emailField>[0]
    phone: MessageKey
  }
) {
  return z.pipe(
    z
      .object({
        kind: z.enum(kinds, { error: 'forms.errors.kind' }),
        fullName: nameField(m.name),
        email: emailField(m.email),
        ...leadContext,
      })
      .check(phoneCheck({ invalid: m.phone }, true)),
    z.transform((value) => ({ ...withE164(value), phone: withE164(value).phone! }))
  )
}

/** The landing page's lead form (kind `landing`). */
export const LeadFormSchema = leadSchema(['landing'], {
  name: {
    required: LEAD_FORM_MESSAGES.nameRequired,
    short: LEAD_FORM_MESSAGES.nameShort,
    digits: LEAD_FORM_MESSAGES.nameDigits,
    chars: LEAD_FORM_MESSAGES.nameChars,
  },
  email: { required: LEAD_FORM_MESSAGES.emailRequired, invalid: LEAD_FORM_MESSAGES.emailInvalid },
  phone: LEAD_FORM_MESSAGES.phoneInvalid,
})

/** Request a call, book a consultation, request a floor plan, download a brochure. */
export const ConsultationFormSchema = leadSchema(
  ['call', 'consultation', 'floor-plan', 'brochure'],
  {
    name: {
      required: CONSULTATION_FORM_MESSAGES.name,
      short: CONSULTATION_FORM_MESSAGES.name,
      digits: CONSULTATION_FORM_MESSAGES.name,
      chars: CONSULTATION_FORM_MESSAGES.name,
    },
    email: {
      required: CONSULTATION_FORM_MESSAGES.email,
      invalid: CONSULTATION_FORM_MESSAGES.email,
    },
    phone: CONSULTATION_FORM_MESSAGES.phone,
  }
)

export type LeadInput = z.output<typeof LeadFormSchema> | z.output<typeof ConsultationFormSchema>

/** The schema whose messages a kind's form shows (DESIGN.md: `landing` the lead form's). */
export function leadSchemaFor(kind: LeadKind) {
  return kind === 'landing' ? LeadFormSchema : ConsultationFormSchema
}

/** Every message the lead schemas can produce, whichever kind the form turns out to be. */
export const LEAD_MESSAGE_KEYS = messagesOf(
  LEAD_FORM_MESSAGES,
  CONSULTATION_FORM_MESSAGES,
  'forms.errors.kind',
  'forms.errors.tooLong'
)
