import CareersQuestionnaire, {
  QUESTIONNAIRE_KEYS,
  type CareersQuestionnaireProps,
} from '../../islands/careers-questionnaire'
import FeedbackForm, {
  FEEDBACK_FORM_KEYS,
  type FeedbackFormProps,
} from '../../islands/feedback-form'
import PartnerForm, { PARTNER_FORM_KEYS, type PartnerFormProps } from '../../islands/partner-form'
import { CareersApplicationSchema, QUESTIONNAIRE_MESSAGE_KEYS } from '../../schemas/careers'
import { FEEDBACK_MESSAGE_KEYS, FeedbackSchema } from '../../schemas/feedback'
import { PARTNER_MESSAGE_KEYS, PartnerApplicationSchema } from '../../schemas/partner'
import { maxLengths } from '../../schemas/limits'
import { Island } from '../island'
import { usePage } from '../page-context'
import { formContext, islandMessages, phoneContext } from './form-context'

// The self-contained forms that pages drop in. Each works without JavaScript; `initial` and
// `origin` are set only on the page a plain form post is answered with.

interface FormIslandProps<Initial> {
  initial?: Initial
  origin?: { page: string; utm: Record<string, string> }
}

/** The careers questionnaire: a button that opens the multi-step modal (the whole form without JS). */
export function QuestionnaireIsland({
  initial,
  origin,
}: FormIslandProps<CareersQuestionnaireProps['initial']>) {
  const page = usePage()
  return (
    <Island
      name="careers-questionnaire"
      hydrate="interaction"
      component={CareersQuestionnaire}
      props={{
        initial,
        messages: islandMessages(page.t, [...QUESTIONNAIRE_KEYS, ...QUESTIONNAIRE_MESSAGE_KEYS]),
        limits: maxLengths(CareersApplicationSchema),
        ...formContext(page),
        ...origin,
        ...phoneContext(page),
      }}
    />
  )
}

/** The Refer & Earn partner application. */
export function PartnerFormIsland({
  initial,
  origin,
}: FormIslandProps<PartnerFormProps['initial']>) {
  const page = usePage()
  return (
    <Island
      name="partner-form"
      hydrate="interaction"
      component={PartnerForm}
      props={{
        initial,
        messages: islandMessages(page.t, [...PARTNER_FORM_KEYS, ...PARTNER_MESSAGE_KEYS]),
        limits: maxLengths(PartnerApplicationSchema),
        ...formContext(page),
        ...origin,
        ...phoneContext(page),
      }}
    />
  )
}

/** The feedback form of /feedback. */
export function FeedbackFormIsland({
  initial,
  origin,
}: FormIslandProps<FeedbackFormProps['initial']>) {
  const page = usePage()
  return (
    <Island
      name="feedback-form"
      hydrate="interaction"
      component={FeedbackForm}
      props={{
        initial,
        messages: islandMessages(page.t, [...FEEDBACK_FORM_KEYS, ...FEEDBACK_MESSAGE_KEYS]),
        limits: maxLengths(FeedbackSchema),
        ...formContext(page),
        ...origin,
      }}
    />
  )
}
