import { CAREERS_VIEW } from '../forms/careers/view'
import { formKeys } from '../forms/fields'
import CareersQuestionnaire from '../islands/careers-questionnaire'
import { CareersApplicationSchema, QUESTIONNAIRE_MESSAGE_KEYS } from '../forms/careers/schema'
import { Island } from './island'
import { usePage } from '../components/page-context'
import { phoneContext, submitFormProps, type FormIslandOptions } from './form-context'

/** The careers questionnaire: a button that opens the multi-step modal (the whole form without JS). */
export function QuestionnaireIsland(options: FormIslandOptions) {
  const page = usePage()
  const keys = [...formKeys(CAREERS_VIEW), ...QUESTIONNAIRE_MESSAGE_KEYS]
  return (
    <Island
      name="careers-questionnaire"
      hydrate="interaction"
      component={CareersQuestionnaire}
      props={{
        ...submitFormProps(page, keys, CareersApplicationSchema, options),
        ...phoneContext(page),
      }}
    />
  )
}
