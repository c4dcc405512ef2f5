import { NEWSLETTER_VIEW } from '../forms/newsletter/view'
import { cn } from '../lib/cn'
import { BotCheckSlot, Honeypot } from './form-kit/form-extras'
import { Button } from '../components/ui/button'
import { CONTROL, describedBy, FieldError } from '../components/ui/field'
import type { Messages } from './form-kit/messages'
import { useSubmission, type FormStatus, type Result } from './form-kit/use-submission'

export interface NewsletterSignupProps {
  page: string
  locale: string
  messages: Messages
  consentVersion: string
  formToken: string
  utm: Record<string, string>
  /** the address's longest length, read from the schema */
  limits: Record<string, number>
  /** `footer`: a compact row; `card`: a panel for the blog */
  variant: 'footer' | 'card'
  idPrefix: string
  initial?: {
    values: Record<string, string | string[]>
    errors: Record<string, string>
    result?: Result
    status?: FormStatus
  }
}

/**
 * The newsletter signup with its four states (SPEC.md section 4): subscribed, invalid, failed
 * and already subscribed. In the footer on every page, and as a card on the blog.
 */
export default function NewsletterSignup(props: NewsletterSignupProps) {
  const { initial, idPrefix: prefix } = props
  const form = useSubmission({
    endpoint: NEWSLETTER_VIEW.endpoint,
    messages: props.messages,
    loadSchema: NEWSLETTER_VIEW.loadSchema,
    failure: NEWSLETTER_VIEW.failure,
    invalid: { title: 'newsletter.invalidTitle', text: 'newsletter.invalidText' },
    duplicate: { title: 'newsletter.duplicateTitle', text: 'newsletter.duplicateText' },
    context: { page: props.page, locale: props.locale },
    initialErrors: initial?.errors,
    initialResult: initial?.result,
    initialStatus: initial?.status,
  })
  const { t, errors } = form
  const card = props.variant === 'card'
  const typed = initial?.values.email
  const id = `${prefix}-email`

  return (
    <div
      className={cn(
        'grid gap-3',
        card &&
          'rounded-2xl border border-slate-200 bg-primary-50 p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900'
      )}
    >
      <div className="grid gap-1">
        <h2
          className={cn(
            'font-semibold text-slate-900 dark:text-white',
            card ? 'text-2xl' : 'text-sm'
          )}
        >
          {t(NEWSLETTER_VIEW.title)}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t(NEWSLETTER_VIEW.intro)}</p>
      </div>
      {form.status === 'success' ? (
        <div role="status" className="grid gap-1">
          <p className="font-semibold text-primary-800 dark:text-primary-300">
            {t(NEWSLETTER_VIEW.thankYou.title)}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t(NEWSLETTER_VIEW.thankYou.text)}
          </p>
        </div>
      ) : (
        <form
          method="post"
          action={NEWSLETTER_VIEW.endpoint}
          noValidate
          onSubmit={form.onSubmit}
          onFocus={(event) => void form.prepare(event.currentTarget)}
          onChange={() => form.clearError('email')}
          className="relative grid gap-2"
        >
          <input type="hidden" name="page" value={props.page} />
          <input type="hidden" name="locale" value={props.locale} />
          <input type="hidden" name="formToken" value={props.formToken} />
          <input type="hidden" name="consentVersion" value={props.consentVersion} />
          {Object.entries(props.utm).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor={id} className="sr-only">
            {t('newsletter.email')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={id}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              maxLength={props.limits.email}
              placeholder={t('forms.emailPlaceholder')}
              defaultValue={typeof typed === 'string' ? typed : ''}
              {...describedBy(id, errors.email)}
              className={cn(CONTROL, 'min-w-0 flex-1')}
            />
            <Button type="submit" disabled={form.status === 'submitting'} className="shrink-0">
              {form.status === 'submitting' ? t('forms.submitting') : t(NEWSLETTER_VIEW.submit)}
            </Button>
          </div>
          <FieldError id={`${id}-error`}>{errors.email}</FieldError>
          {form.status === 'duplicate' ? (
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              <strong>{t('newsletter.duplicateTitle')}</strong> {t('newsletter.duplicateText')}
            </p>
          ) : null}
          {form.status === 'queued' ? (
            <p role="status" className="text-sm text-secondary-800 dark:text-secondary-200">
              {t('forms.queuedInline')}
            </p>
          ) : null}
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('newsletter.consent')}</p>
          <BotCheckSlot />
          <Honeypot label={t('forms.honeypot')} />
        </form>
      )}
    </div>
  )
}
