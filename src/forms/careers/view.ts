import type { MessageKey } from '../../i18n/messages'
import {
  DUBAI_YEARS,
  LANGUAGES,
  PORTFOLIO_AREAS,
  TRANSACTIONS,
  YES_NO,
} from '../../schemas/form-choices'
import {
  choice,
  EMAIL_FIELD,
  NAME_FIELD,
  phoneField,
  type FieldSpec,
  type FormView,
} from '../fields'

export const CAREERS_STEP_NAMES = [
  'experience',
  'track',
  'languages',
  'motivation',
  'contact',
] as const

interface Step {
  name: (typeof CAREERS_STEP_NAMES)[number]
  title: MessageKey
  fields: FieldSpec[]
}

const paragraph = (name: 'reason' | 'clientSources' | 'salesExperience'): FieldSpec => ({
  kind: 'textarea',
  name,
  label: `questionnaire.${name}`,
})

/** The questionnaire's steps (SPEC.md section 3): the modal asks one at a time. */
export const CAREERS_STEPS: Step[] = [
  {
    name: 'experience',
    title: 'questionnaire.steps.experience',
    fields: [
      choice({
        name: 'experience',
        label: 'questionnaire.experience',
        options: YES_NO,
        optionLabel: (o) => `questionnaire.yesNo.${o}`,
      }),
      choice({
        name: 'dubaiYears',
        label: 'questionnaire.dubaiYears',
        options: DUBAI_YEARS,
        optionLabel: (o) => `questionnaire.dubaiYearsChoices.${o}`,
      }),
      choice({
        name: 'portfolio',
        label: 'questionnaire.portfolio',
        options: PORTFOLIO_AREAS,
        optionLabel: (o) => `questionnaire.portfolioChoices.${o}`,
      }),
    ],
  },
  {
    name: 'track',
    title: 'questionnaire.steps.track',
    fields: [
      choice({
        name: 'transactions',
        label: 'questionnaire.transactions',
        options: TRANSACTIONS,
        optionLabel: (o) => `questionnaire.transactionsChoices.${o}`,
      }),
      choice({
        name: 'ownNetwork',
        label: 'questionnaire.ownNetwork',
        options: YES_NO,
        optionLabel: (o) => `questionnaire.yesNo.${o}`,
      }),
    ],
  },
  {
    name: 'languages',
    title: 'questionnaire.steps.languages',
    fields: [
      choice({
        name: 'languages',
        label: 'questionnaire.languages',
        options: LANGUAGES,
        multiple: true,
        optionLabel: (o) => `questionnaire.languageChoices.${o}`,
      }),
      { kind: 'text', name: 'otherLanguages', label: 'questionnaire.otherLanguages' },
    ],
  },
  {
    name: 'motivation',
    title: 'questionnaire.steps.motivation',
    fields: [paragraph('reason'), paragraph('clientSources'), paragraph('salesExperience')],
  },
  {
    name: 'contact',
    title: 'questionnaire.steps.contact',
    fields: [NAME_FIELD, EMAIL_FIELD, phoneField(false), { kind: 'consent', marketing: true }],
  },
]

/** The careers questionnaire: every answer optional but the name and the email. */
export const CAREERS_VIEW = {
  endpoint: '/api/careers',
  idPrefix: 'questionnaire',
  title: 'questionnaire.title',
  intro: 'questionnaire.intro',
  submit: 'questionnaire.submit',
  thankYou: { title: 'questionnaire.submittedTitle', text: 'questionnaire.submittedText' },
  failure: { title: 'questionnaire.failure' },
  loadSchema: () => import('./schema').then((m) => m.CareersApplicationSchema),
  spacing: 'gap-6',
  fields: CAREERS_STEPS.flatMap((step) => step.fields),
  keys: [
    'questionnaire.open',
    'questionnaire.next',
    'questionnaire.back',
    'questionnaire.close',
    'questionnaire.step',
    ...CAREERS_STEPS.map((step) => step.title),
  ],
} satisfies FormView
