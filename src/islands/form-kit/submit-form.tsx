import type { FormEvent, ReactNode } from 'react'
import { flatFields, type FormView } from '../../forms/fields'
import { cn } from '../../lib/cn'
import { FormSafeguards, SubmitRow, ThankYou } from './form-extras'
import { Fields, type FieldsContext } from './fields'
import type { PhoneProps, SubmitFormProps } from './form-props'
import { useSubmission, type SubmissionOptions } from './use-submission'

// The generic form island: a form's view (src/forms/<form>/view.ts) drawn and sent. Forms with
// a UI of their own (the questionnaire's steps, the lead form's chips) compose the same pieces.

export type ViewFormProps = SubmitFormProps & Partial<PhoneProps>

type Submission = ReturnType<typeof useSubmission>

/** The submission of a view's form: its endpoint, schema, failure toast and answer page state. */
export function useViewSubmission(
  view: FormView,
  props: ViewFormProps,
  options: Partial<SubmissionOptions> = {}
) {
  return useSubmission({
    endpoint: view.endpoint,
    messages: props.messages,
    loadSchema: view.loadSchema,
    failure: view.failure,
    initialErrors: props.initial?.errors,
    initialResult: props.initial?.result,
    ...options,
    context: { page: props.page, locale: props.locale, ...options.context },
  })
}

/** What the fields of a view's form are drawn with. */
export function fieldsContext(
  props: ViewFormProps,
  form: Submission,
  prefix: string
): FieldsContext {
  return {
    prefix,
    t: form.t,
    errors: form.errors,
    values: props.initial?.values ?? {},
    limits: props.limits,
    privacyHref: props.privacyHref,
    consentVersion: props.consentVersion,
    countries: props.countries,
    defaultCountry: props.defaultCountry,
  }
}

interface FormShellProps {
  view: FormView
  form: Submission
  props: ViewFormProps
  children: ReactNode
  /** a form that handles Enter itself (the questionnaire's steps) */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * The `<form>`: it posts to the endpoint without JavaScript, and with it validates and sends;
 * reaching it loads what sending needs; the context a plain post carries rides in hidden fields.
 */
export function FormShell({ view, form, props, children, onSubmit }: FormShellProps) {
  return (
    <form
      method="post"
      action={view.endpoint}
      noValidate
      onSubmit={onSubmit ?? form.onSubmit}
      onFocus={(event) => void form.prepare(event.currentTarget)}
      onChange={(event) => form.clearError((event.target as { name?: string }).name ?? '')}
      aria-busy={form.status === 'submitting'}
      className={cn('relative grid', view.spacing ?? 'gap-4')}
    >
      <input type="hidden" name="page" value={props.page} />
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="formToken" value={props.formToken} />
      {Object.entries(props.utm).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}

/** The form's heading, and its introduction when it has one. */
export function FormHeading({ view, t }: { view: FormView; t: Submission['t'] }) {
  const heading = (
    <h2 className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
      {t(view.title)}
    </h2>
  )
  if (!view.intro) return heading
  return (
    <div className="grid gap-1">
      {heading}
      <p className="text-slate-600 dark:text-slate-300">{t(view.intro)}</p>
    </div>
  )
}

/** The view's thank-you with the reference; `children` below it (a Close or Send another). */
export function ViewThankYou(p: { view: FormView; form: Submission; children?: ReactNode }) {
  const { t, result } = p.form
  return (
    <ThankYou
      title={t(p.view.thankYou.title)}
      text={t(p.view.thankYou.text)}
      reference={result?.reference}
      t={t}
    >
      {p.children}
    </ThankYou>
  )
}

/** Errors of fields the visitor cannot see (a tampered kind): said, not dropped. */
export function UnseenErrors({ view, errors }: { view: FormView; errors: Record<string, string> }) {
  const seen = new Set(flatFields(view.fields).map((field) => ('name' in field ? field.name : '')))
  const unseen = Object.entries(errors).filter(([name]) => !seen.has(name))
  return unseen.map(([name, error]) => (
    <p key={name} role="alert" className="text-sm text-red-700 dark:text-red-400">
      {error}
    </p>
  ))
}

interface SubmitFormOptions {
  view: FormView
  props: ViewFormProps
  /** fields that are not inputs (the lead's kind, property and consultant) */
  context?: Record<string, unknown>
  /** ids' prefix, when not the view's (a second copy of the form on the page) */
  prefix?: string
  /** false where a dialog shows the heading */
  heading?: boolean
  /** drawn under the heading (the lead form's chips) */
  lead?: ReactNode
  /** hidden inputs of the context, for a plain post */
  hidden?: ReactNode
  /** under the thank-you, with the submission (to send another) */
  after?: (form: Submission) => ReactNode
}

/** A view's whole form: heading, fields, safeguards, the submit button, then the thank-you. */
export function SubmitForm(options: SubmitFormOptions) {
  const { view, props, context, heading = true, ...parts } = options
  const form = useViewSubmission(view, props, { context })
  if (form.status === 'success' && form.result) {
    return (
      <ViewThankYou view={view} form={form}>
        {parts.after?.(form)}
      </ViewThankYou>
    )
  }
  return (
    <FormShell view={view} form={form} props={props}>
      {heading ? <FormHeading view={view} t={form.t} /> : null}
      {parts.lead}
      {parts.hidden}
      <Fields
        fields={view.fields}
        ctx={fieldsContext(props, form, parts.prefix ?? view.idPrefix)}
      />
      <UnseenErrors view={view} errors={form.errors} />
      <FormSafeguards t={form.t} queued={form.status === 'queued'} />
      <SubmitRow t={form.t} label={form.t(view.submit)} submitting={form.status === 'submitting'} />
    </FormShell>
  )
}
