import { lazy, Suspense, useState, type MouseEvent } from 'react'
import { buttonClass } from '../components/ui/button'
import type { PhoneProps, SubmitFormProps } from './form-kit/form-props'
import { translate } from './form-kit/messages'
import { QuestionnaireForm } from './form-kit/questionnaire-form'
import { cn } from '../lib/cn'

/** `initial` is set on the no-JavaScript answer page: the form is shown open, in one piece. */
export type CareersQuestionnaireProps = SubmitFormProps & PhoneProps

// The dialog and its stepped form load when the visitor opens the questionnaire
const QuestionnaireDialog = lazy(() => import('./form-kit/questionnaire-dialog'))

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
