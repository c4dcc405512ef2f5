import { lazy, Suspense, useState, type MouseEvent } from 'react'
import type { MessageKey } from '../i18n/messages'
import { buttonClass } from '../components/ui/button'
import { CONTACT_KEYS, FORM_KEYS, type PhoneProps, type SubmitFormProps } from './forms/form-props'
import { translate } from './forms/messages'
import { QuestionnaireForm } from './forms/questionnaire-form'
import { cn } from '../lib/cn'

/** `initial` is set on the no-JavaScript answer page: the form is shown open, in one piece. */
export type CareersQuestionnaireProps = SubmitFormProps & PhoneProps

export const QUESTIONNAIRE_KEYS: MessageKey[] = [
  'questionnaire.title',
  'questionnaire.intro',
  'questionnaire.open',
  'questionnaire.next',
  'questionnaire.back',
  'questionnaire.submit',
  'questionnaire.close',
  'questionnaire.step',
  'questionnaire.submittedTitle',
  'questionnaire.submittedText',
  'questionnaire.failure',
  'questionnaire.steps.experience',
  'questionnaire.steps.track',
  'questionnaire.steps.languages',
  'questionnaire.steps.motivation',
  'questionnaire.steps.contact',
  'questionnaire.experience',
  'questionnaire.dubaiYears',
  'questionnaire.portfolio',
  'questionnaire.transactions',
  'questionnaire.ownNetwork',
  'questionnaire.languages',
  'questionnaire.otherLanguages',
  'questionnaire.reason',
  'questionnaire.clientSources',
  'questionnaire.salesExperience',
  'questionnaire.yesNo.yes',
  'questionnaire.yesNo.no',
  'questionnaire.dubaiYearsChoices.none',
  'questionnaire.dubaiYearsChoices.under-1',
  'questionnaire.dubaiYearsChoices.1-3',
  'questionnaire.dubaiYearsChoices.3-5',
  'questionnaire.dubaiYearsChoices.over-5',
  'questionnaire.portfolioChoices.off-plan',
  'questionnaire.portfolioChoices.secondary',
  'questionnaire.portfolioChoices.both',
  'questionnaire.portfolioChoices.none',
  'questionnaire.transactionsChoices.0',
  'questionnaire.transactionsChoices.1-3',
  'questionnaire.transactionsChoices.4-10',
  'questionnaire.transactionsChoices.over-10',
  'questionnaire.languageChoices.arabic',
  'questionnaire.languageChoices.english',
  'questionnaire.languageChoices.other',
  ...FORM_KEYS,
  ...CONTACT_KEYS,
]

// The dialog and its stepped form load when the visitor opens the questionnaire
const QuestionnaireDialog = lazy(() => import('./forms/questionnaire-dialog'))

/**
 * The careers questionnaire. Without JavaScript it is a disclosure that opens the whole form
 * on the page; with JavaScript the same button opens a multi-step modal (Next, Back, Submit,
 * Close) that ends with 'Your Application is Submitted!'.
 */
export default function CareersQuestionnaire(props: CareersQuestionnaireProps) {
  const t = translate(props.messages)
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)

  if (props.initial) {
    return <QuestionnaireForm {...props} mode="all" initial={props.initial} />
  }

  function openDialog(event: MouseEvent) {
    event.preventDefault()
    setLoaded(true)
    setOpen(true)
  }

  return (
    <>
      <details className="group">
        <summary
          onClick={openDialog}
          className={cn(
            buttonClass('primary', 'lg'),
            'cursor-pointer list-none [&::-webkit-details-marker]:hidden'
          )}
        >
          {t('questionnaire.open')}
        </summary>
        <div className="mt-6 rounded-2xl border border-slate-200 p-5 sm:p-8 dark:border-slate-800">
          <QuestionnaireForm {...props} mode="all" idPrefix="questionnaire-page" />
        </div>
      </details>
      {loaded ? (
        <Suspense fallback={null}>
          <QuestionnaireDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
