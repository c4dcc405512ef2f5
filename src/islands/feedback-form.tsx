import type { MessageKey } from '../i18n/messages'
import { ConsentFields, FormSafeguards, SubmitRow, ThankYou } from '../components/forms/form-extras'
import { TextField } from '../components/forms/text-field'
import { FieldError, Label } from '../components/ui/field'
import { FORM_KEYS, type SubmitFormProps } from './forms/form-props'
import { useSubmission } from './forms/use-submission'

export type FeedbackFormProps = SubmitFormProps

export const FEEDBACK_FORM_KEYS: MessageKey[] = [
  'feedbackForm.title',
  'feedbackForm.rating',
  'feedbackForm.ratingValue',
  'feedbackForm.message',
  'feedbackForm.messagePlaceholder',
  'feedbackForm.fullName',
  'feedbackForm.email',
  'feedbackForm.submit',
  'feedbackForm.submittedTitle',
  'feedbackForm.submittedText',
  'feedbackForm.failure',
  'forms.emailPlaceholder',
  ...FORM_KEYS,
]

const loadSchema = () => import('../schemas/feedback').then((m) => m.FeedbackSchema)
const RATINGS = [1, 2, 3, 4, 5]

/** The feedback form of /feedback: a rating, a message, and a name and email if wanted. */
export default function FeedbackForm(props: FeedbackFormProps) {
  const { initial } = props
  const prefix = 'feedback'
  const form = useSubmission({
    endpoint: '/api/feedback',
    messages: props.messages,
    loadSchema,
    failure: { title: 'feedbackForm.failure' },
    context: { page: props.page, locale: props.locale },
    initialErrors: initial?.errors,
    initialResult: initial?.result,
  })
  const { t, errors } = form
  const text = (name: string) => {
    const value = initial?.values[name]
    return typeof value === 'string' ? value : ''
  }
  const required = t('forms.required')

  if (form.status === 'success' && form.result) {
    return (
      <ThankYou
        title={t('feedbackForm.submittedTitle')}
        text={t('feedbackForm.submittedText')}
        reference={form.result.reference}
        t={t}
      />
    )
  }

  return (
    <form
      method="post"
      action="/api/feedback"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={(event) => void form.prepare(event.currentTarget)}
      onChange={(event) => form.clearError((event.target as { name?: string }).name ?? '')}
      className="relative grid gap-5"
    >
      <h2 className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
        {t('feedbackForm.title')}
      </h2>
      <input type="hidden" name="page" value={props.page} />
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="formToken" value={props.formToken} />
      <fieldset
        className="grid gap-2"
        aria-describedby={`${prefix}-rating-error`}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend className="mb-2">
          <Label required requiredLabel={required}>
            {t('feedbackForm.rating')}
          </Label>
        </legend>
        <div className="flex flex-wrap gap-2" dir="ltr">
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className="grid size-12 cursor-pointer place-items-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 has-checked:border-primary-700 has-checked:bg-primary-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:border-slate-600 dark:text-slate-200"
            >
              <input
                type="radio"
                name="rating"
                value={rating}
                defaultChecked={text('rating') === String(rating)}
                aria-label={t('feedbackForm.ratingValue', { count: rating })}
                className="sr-only"
              />
              <span aria-hidden="true">{rating}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${prefix}-rating-error`}>{errors.rating}</FieldError>
      </fieldset>
      <TextField
        prefix={prefix}
        name="message"
        label={t('feedbackForm.message')}
        required
        requiredLabel={required}
        placeholder={t('feedbackForm.messagePlaceholder')}
        value={text('message')}
        error={errors.message}
        maxLength={props.limits.message}
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          prefix={prefix}
          name="fullName"
          label={t('feedbackForm.fullName')}
          autoComplete="name"
          value={text('fullName')}
          error={errors.fullName}
          maxLength={props.limits.fullName}
        />
        <TextField
          prefix={prefix}
          name="email"
          type="email"
          label={t('feedbackForm.email')}
          autoComplete="email"
          placeholder={t('forms.emailPlaceholder')}
          value={text('email')}
          error={errors.email}
          maxLength={props.limits.email}
        />
      </div>
      <ConsentFields
        idPrefix={prefix}
        t={t}
        privacyHref={props.privacyHref}
        version={props.consentVersion}
      />
      <FormSafeguards t={t} queued={form.status === 'queued'} />
      <SubmitRow t={t} label={t('feedbackForm.submit')} submitting={form.status === 'submitting'} />
    </form>
  )
}
