import * as z from 'zod/mini'
import type { MessageKey } from '../../i18n/messages'
import { contactObject } from '../contact'
import { PARTNER_TYPES, REFERRALS_PER_MONTH } from '../../schemas/form-choices'
import {
  messagesOf,
  optionalChoice,
  optionalText,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  withRequiredE164,
} from '../rules'

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
  contactObject(
    {
      partnerType: optionalChoice(PARTNER_TYPES),
      company: optionalText(SHORT_TEXT_MAX),
      country: optionalText(SHORT_TEXT_MAX),
      referralsPerMonth: optionalChoice(REFERRALS_PER_MONTH),
      network: optionalText(TEXT_MAX),
    },
    PARTNER_FORM_MESSAGES,
    true
  ),
  z.transform(withRequiredE164)
)

export type PartnerApplication = z.output<typeof PartnerApplicationSchema>

export const PARTNER_MESSAGE_KEYS = messagesOf(PARTNER_FORM_MESSAGES, 'forms.errors.tooLong')
