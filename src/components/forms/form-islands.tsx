import type { MessageKey } from '../../i18n/messages'
import CareersQuestionnaire from '../../islands/careers-questionnaire'
import FeedbackForm from '../../islands/feedback-form'
import type { FormInitialState } from '../../islands/forms/form-props'
import PartnerForm from '../../islands/partner-form'
import { CAREERS_VIEW } from '../../forms/careers/view'
import { FEEDBACK_VIEW } from '../../forms/feedback/view'
import { formKeys } from '../../forms/fields'
import { PARTNER_VIEW } from '../../forms/partner/view'
import { CareersApplicationSchema, QUESTIONNAIRE_MESSAGE_KEYS } from '../../schemas/careers'
import { FEEDBACK_MESSAGE_KEYS, FeedbackSchema } from '../../schemas/feedback'
import { PARTNER_MESSAGE_KEYS, PartnerApplicationSchema } from '../../schemas/partner'
import type * as z from 'zod/mini'
import { Island } from '../island'
import { usePage, type PageContextValue } from '../page-context'
import { formContext, inputLimits, islandMessages, phoneContext } from './form-context'

// The self-contained forms that pages drop in. Each works without JavaScript; `initial` and
// `origin` are set only on the page a plain form post is answered with.

interface FormIslandProps {
  initial?: FormInitialState
  origin?: { page: string; utm: Record<string, string> }
}

/**
 * What a form island is given: the strings of its view and of its schema's messages, the
 * schema's limits, and the page's context (a retried plain post keeps its first page and UTM).
 */
export function submitFormProps(
  page: PageContextValue,
  keys: readonly MessageKey[],
  schema: z.ZodMiniType,
  { initial, origin }: FormIslandProps
) {
  return {
    initial,
    messages: islandMessages(page.t, keys),
    limits: inputLimits(schema),
    ...formContext(page),
    ...origin,
  }
}

/** The careers questionnaire: a button that opens the multi-step modal (the whole form without JS). */
export function QuestionnaireIsland(props: FormIslandProps) {
  const page = usePage()
  const keys = [...formKeys(CAREERS_VIEW), ...QUESTIONNAIRE_MESSAGE_KEYS]
  return (
    <Island
      name="careers-questionnaire"
      hydrate="interaction"
      component={CareersQuestionnaire}
      props={{
        ...submitFormProps(page, keys, CareersApplicationSchema, props),
        ...phoneContext(page),
      }}
    />
  )
}

/** The Refer & Earn partner application. */
export function PartnerFormIsland(props: FormIslandProps) {
  const page = usePage()
  const keys = [...formKeys(PARTNER_VIEW), ...PARTNER_MESSAGE_KEYS]
  return (
    <Island
      name="partner-form"
      hydrate="interaction"
      component={PartnerForm}
      props={{
        ...submitFormProps(page, keys, PartnerApplicationSchema, props),
        ...phoneContext(page),
      }}
    />
  )
}

/** The feedback form of /feedback. */
export function FeedbackFormIsland(props: FormIslandProps) {
  const page = usePage()
  const keys = [...formKeys(FEEDBACK_VIEW), ...FEEDBACK_MESSAGE_KEYS]
  return (
    <Island
      name="feedback-form"
      hydrate="interaction"
      component={FeedbackForm}
      props={submitFormProps(page, keys, FeedbackSchema, props)}
    />
  )
}
