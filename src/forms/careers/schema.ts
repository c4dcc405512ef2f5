import * as z from 'zod/mini'
import type { MessageKey } from '../../i18n/messages'
import { contactObject } from '../contact'
import {
  DUBAI_YEARS,
  LANGUAGES,
  PORTFOLIO_AREAS,
  TRANSACTIONS,
  YES_NO,
} from '../../schemas/form-choices'
import {
  messagesOf,
  optionalChoice,
  optionalText,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  withE164,
} from '../rules'

// The answers of the careers questionnaire (SPEC.md section 3). Only the name and the email are
// required; every answer is optional so an applicant can skip what does not apply.

// SPEC.md section 5, questionnaire
export const QUESTIONNAIRE_MESSAGES = {
  name: 'questionnaire.errors.name',
  email: 'questionnaire.errors.email',
  phone: 'questionnaire.errors.phone',
} as const satisfies Record<string, MessageKey>

/** One checkbox arrives as a string, several as an array; unknown values are dropped. */
const languageList = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value) => {
      const list: unknown[] = Array.isArray(value) ? value : [value]
      return LANGUAGES.filter((language) => list.includes(language))
    })
  ),
  []
)

export const CareersApplicationSchema = z.pipe(
  contactObject(
    {
      experience: optionalChoice(YES_NO),
      dubaiYears: optionalChoice(DUBAI_YEARS),
      portfolio: optionalChoice(PORTFOLIO_AREAS),
      transactions: optionalChoice(TRANSACTIONS),
      ownNetwork: optionalChoice(YES_NO),
      languages: languageList,
      otherLanguages: optionalText(SHORT_TEXT_MAX),
      reason: optionalText(TEXT_MAX),
      clientSources: optionalText(TEXT_MAX),
      salesExperience: optionalText(TEXT_MAX),
    },
    QUESTIONNAIRE_MESSAGES,
    false
  ),
  z.transform(withE164)
)

export type CareersApplication = z.output<typeof CareersApplicationSchema>

export const QUESTIONNAIRE_MESSAGE_KEYS = messagesOf(QUESTIONNAIRE_MESSAGES, 'forms.errors.tooLong')
