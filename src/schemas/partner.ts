import * as z from 'zod/mini'
import type { MessageKey } from '../i18n/messages'
import {
  CONTEXT_FIELDS,
  emailField,
  messagesOf,
  nameField,
  optionalChoice,
  optionalText,
  phoneCheck,
  phoneFields,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  withE164,
} from './form-fields'

import { PARTNER_TYPES, REFERRALS_PER_MONTH } from './form-choices'

// SPEC.md has no partner messages: the application speaks like the landing page's lead form
export const PARTNER_FORM_MESSAGES = {
  nameRequired: 'partnerForm.errors.nameRequired',
  nameShort: 'partnerForm.errors.nameShort',
  nameDigits: 'partnerForm.errors.nameDigits',
  nameChars: 'partnerForm.errors.nameChars',
  emailRequired: 'partnerForm.errors.emailRequired',
  emailInvalid: 'partnerForm.errors.emailInvalid',
  phoneInvalid: 'partnerForm.errors.phoneInvalid',
} as const satisfies Record<string, MessageKey>

/** A Refer & Earn application: who the partner is and what they tell about their network. */
export const PartnerApplicationSchema = z.pipe(
  z
    .object({
      fullName: nameField({
        required: PARTNER_FORM_MESSAGES.nameRequired,
        short: PARTNER_FORM_MESSAGES.nameShort,
        digits: PARTNER_FORM_MESSAGES.nameDigits,
        chars: PARTNER_FORM_MESSAGES.nameChars,
      }),
      email: emailField({
        required: PARTNER_FORM_MESSAGES.emailRequired,
        invalid: PARTNER_FORM_MESSAGES.emailInvalid,
      }),
      ...phoneFields,
      partnerType: optionalChoice(PARTNER_TYPES),
      company: optionalText(SHORT_TEXT_MAX),
      country: optionalText(SHORT_TEXT_MAX),
      referralsPerMonth: optionalChoice(REFERRALS_PER_MONTH),
      network: optionalText(TEXT_MAX),
      ...CONTEXT_FIELDS,
    })
    .check(phoneCheck({ invalid: PARTNER_FORM_MESSAGES.phoneInvalid }, true)),
  z.transform((value) => ({ ...withE164(value), phone: withE164(value).phone! }))
)

export type PartnerApplication = z.output<typeof PartnerApplicationSchema>

export const PARTNER_MESSAGE_KEYS = messagesOf(PARTNER_FORM_MESSAGES, 'forms.errors.tooLong')
