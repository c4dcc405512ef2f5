import { QuestionnaireIsland } from '../../placements/questionnaire-island'
import { answerProps } from '../answer-props'
import { CareersApplicationSchema, QUESTIONNAIRE_MESSAGE_KEYS } from './schema'
import { declareForm } from '../declaration'
import { CAREERS_VIEW } from './view'

/** The careers questionnaire (SPEC.md section 3), table `career_applications` (0012). */
export default declareForm({
  view: CAREERS_VIEW,
  recordType: 'career_application',
  table: 'career_applications',
  schema: () => CareersApplicationSchema,
  messages: QUESTIONNAIRE_MESSAGE_KEYS,
  columns: (a) => ({
    full_name: a.fullName,
    email: a.email,
    phone: a.phone,
    experience: a.experience,
    dubai_years: a.dubaiYears,
    portfolio: a.portfolio,
    transactions: a.transactions,
    own_network: a.ownNetwork,
    languages: JSON.stringify(a.languages),
    other_languages: a.otherLanguages,
    reason: a.reason,
    client_sources: a.clientSources,
    sales_experience: a.salesExperience,
  }),
  crm: (a) => ({
    fullName: a.fullName,
    email: a.email,
    phone: a.phone ?? null,
    answers: {
      experience: a.experience ?? null,
      dubaiYears: a.dubaiYears ?? null,
      portfolio: a.portfolio ?? null,
      transactions: a.transactions ?? null,
      ownNetwork: a.ownNetwork ?? null,
      languages: a.languages,
      otherLanguages: a.otherLanguages ?? null,
      reason: a.reason ?? null,
      clientSources: a.clientSources ?? null,
      salesExperience: a.salesExperience ?? null,
    },
  }),
  page: (state) => ({
    title: CAREERS_VIEW.title,
    form: <QuestionnaireIsland {...answerProps(state)} />,
  }),
})
