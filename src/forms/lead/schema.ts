import * as z from 'zod/mini'
import type { MessageKey } from '../../i18n/messages'
import { contactObject, type DetailedMessages, type FieldMessages } from '../contact'
import { messagesOf, optionalId, optionalText, TEXT_MAX, withRequiredE164 } from '../rules'

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

function leadSchema<K extends readonly [LeadKind, ...LeadKind[]]>(
  kinds: K,
  messages: DetailedMessages | FieldMessages
) {
  return z.pipe(
    contactObject(
      {
        kind: z.enum(kinds, { error: 'forms.errors.kind' }),
        propertyId: optionalId,
        agentId: optionalId,
        message: optionalText(TEXT_MAX),
      },
      messages,
      true
    ),
    z.transform(withRequiredE164)
  )
}

/** The landing page's lead form (kind `landing`). */
export const LeadFormSchema = leadSchema(['landing'], LEAD_FORM_MESSAGES)

/** Request a call, book a consultation, request a floor plan, download a brochure. */
export const ConsultationFormSchema = leadSchema(
  ['call', 'consultation', 'floor-plan', 'brochure'],
  CONSULTATION_FORM_MESSAGES
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
