import { useState, type FormEvent, type ReactNode } from 'react'
import { CAREERS_STEPS, CAREERS_VIEW } from '../../forms/careers/view'
import { flatFields } from '../../forms/fields'
import { cn } from '../../lib/cn'
import { FormSafeguards } from './form-extras'
import { Button } from '../../components/ui/button'
import { Fields } from './fields'
import type { PhoneProps, SubmitFormProps } from './form-props'
import { fieldsContext, FormShell, useViewSubmission, ViewThankYou } from './submit-form'

export interface QuestionnaireFormProps extends SubmitFormProps, PhoneProps {
  /** `steps`: one step at a time (the modal); `all`: every question at once (no JavaScript) */
  mode: 'steps' | 'all'
  idPrefix?: string
  /** rendered under the thank-you in the modal: its Close button */
  closeButton?: ReactNode
  onSuccess?: () => void
}

const LAST = CAREERS_STEPS.length - 1

/** The step each field is asked in, to show the one a server error is about. */
const STEP_OF = new Map<string, number>()
CAREERS_STEPS.forEach((step, index) => {
  for (const field of flatFields(step.fields)) if ('name' in field) STEP_OF.set(field.name, index)
})

/** The careers questionnaire's fields (SPEC.md section 3), in steps or all at once. */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  const { mode } = props
  const prefix = props.idPrefix ?? `questionnaire-${mode}`
  const [step, setStep] = useState(0)
  const form = useViewSubmission(CAREERS_VIEW, props, {
    onErrors: (fields) => {
      // A refused answer of an earlier step: go back to it
      const field = Object.keys(fields).find((name) => STEP_OF.has(name))
      if (field) setStep(STEP_OF.get(field)!)
    },
    onSuccess: props.onSuccess,
  })
  const { t } = form
  const stepped = mode === 'steps'

  if (form.status === 'success' && form.result) {
    return (
      <ViewThankYou view={CAREERS_VIEW} form={form}>
        {props.closeButton}
      </ViewThankYou>
    )
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field of an earlier step moves on instead of sending
    if (stepped && step < LAST) {
      event.preventDefault()
      setStep(step + 1)
      return
    }
    await form.onSubmit(event)
  }

  const ctx = fieldsContext(props, form, prefix)
  return (
    <FormShell view={CAREERS_VIEW} form={form} props={props} onSubmit={onSubmit}>
      {stepped ? (
        <Progress
          step={step}
          label={t('questionnaire.step', { current: step + 1, total: LAST + 1 })}
        />
      ) : null}
      {CAREERS_STEPS.map((section, index) => (
        <section
          key={section.name}
          hidden={stepped && index !== step}
          aria-labelledby={`${prefix}-step-${index}`}
          className="grid gap-5"
        >
          <h3
            id={`${prefix}-step-${index}`}
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            {t(section.title)}
          </h3>
          <Fields fields={section.fields} ctx={ctx} />
          {index === LAST ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">{t('forms.requiredNote')}</p>
          ) : null}
        </section>
      ))}
      <FormSafeguards t={t} queued={form.status === 'queued'} />
      <div className={cn('flex flex-wrap gap-3', stepped && 'justify-between')}>
        {stepped && step > 0 ? (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            {t('questionnaire.back')}
          </Button>
        ) : null}
        {/* Own keys: React must not turn the clicked Next button into the submit button while
            its click is still being handled, or that very click sends the form */}
        {stepped && step < LAST ? (
          <Button key="next" className="ms-auto" onClick={() => setStep(step + 1)}>
            {t('questionnaire.next')}
          </Button>
        ) : (
          <Button
            key="submit"
            type="submit"
            className="ms-auto"
            disabled={form.status === 'submitting'}
          >
            {form.status === 'submitting' ? t('forms.submitting') : t(CAREERS_VIEW.submit)}
          </Button>
        )}
      </div>
    </FormShell>
  )
}

/** Where the visitor is in the modal's steps: "Step 2 of 5" and a bar. */
function Progress({ step, label }: { step: number; label: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        aria-hidden="true"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width]"
          style={{ width: `${((step + 1) / (LAST + 1)) * 100}%` }}
        />
      </div>
    </div>
  )
}
