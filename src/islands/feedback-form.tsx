import type { MessageKey } from '../i18n/messages'
import { BotCheckSlot, ConsentFields, Honeypot, ThankYou } from '../components/forms/form-extras'
import { TextField } from '../components/forms/text-field'
import { Button } from '../components/ui/button'
import { FieldError, Label } from '../components/ui/field'
import type { Messages } from './forms/messages'
import { useSubmission, type Result } from './forms/use-submission'

export interface FeedbackFormProps {
  page: string
  locale: string
  messages: Messages
  privacyHref: string
  consentVersion: string
  formToken: string
  utm: Record<string, string>
  initial?: {
    values: Record<string, string | string[]>
    errors: Record<string, string>
    result?: Result
  }
}

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
  'feedbackForm.errors.rating',
  'feedbackForm.errors.message',
  'feedbackForm.errors.email',
  'feedbackForm.errors.name',
  'forms.required',
  'forms.requiredNote',
  'forms.emailPlaceholder',
  'forms.submitting',
  'forms.reference',
  'forms.referenceHint',
  'forms.honeypot',
  'forms.offlineTitle',
  'forms.offlineText',
  'forms.queuedText',
  'forms.queuedInline',
  'forms.sentLaterTitle',
  'forms.sentLaterText',
  'forms.rateLimitedTitle',
  'forms.rateLimitedText',
  'forms.errors.tooLong',
  'consent.notice',
  'consent.privacyLink',
  'toast.region',
  'toast.close',
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
      <h2 dir="auto" className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
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
        maxLength={2000}
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
          maxLength={100}
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
          maxLength={254}
        />
      </div>
      <ConsentFields
        idPrefix={prefix}
        notice={t('consent.notice')}
        privacyLabel={t('consent.privacyLink')}
        privacyHref={props.privacyHref}
        version={props.consentVersion}
      />
      <BotCheckSlot />
      <Honeypot label={t('forms.honeypot')} />
      {form.status === 'queued' ? (
        <p
          role="status"
          dir="auto"
          className="rounded-lg bg-secondary-50 px-3 py-2 text-sm text-secondary-900 dark:bg-secondary-950 dark:text-secondary-100"
        >
          {t('forms.queuedInline')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" size="lg" disabled={form.status === 'submitting'}>
          {form.status === 'submitting' ? t('forms.submitting') : t('feedbackForm.submit')}
        </Button>
        <p dir="auto" className="text-xs text-slate-600 dark:text-slate-400">
          {t('forms.requiredNote')}
        </p>
      </div>
    </form>
  )
}
