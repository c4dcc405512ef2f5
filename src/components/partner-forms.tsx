import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { COMPANY_PHONE, COMPANY_PHONE_HREF } from '../lib/company'
import { localePath } from '../route-table'
import { usePage } from './page-context'
import { SiteLink } from './site-link'
import { buttonClass } from './ui/button'

// The parts of the partner portal's forms (sign-in, new password, e-mail confirmation): plain
// HTML forms that post to the worker and work without JavaScript.

const INPUT =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white'

/** The form's main button, across the card. */
export const SUBMIT =
  'inline-flex w-full items-center justify-center rounded-full bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800 focus-visible:outline-primary-600'

const SECONDARY_SUBMIT =
  'inline-flex w-full items-center justify-center rounded-full border border-primary-700 px-5 py-2.5 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-200 dark:hover:bg-primary-950'

export function AuthField(props: {
  /** unique on the page: `field-{name}` unless two forms ask for the same field */
  id?: string
  name: string
  label: string
  type: string
  autoComplete: string
  error?: string
  /** a line under the field that says what it takes */
  hint?: string
  defaultValue?: string
  minLength?: number
}) {
  const id = props.id ?? `field-${props.name}`
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {props.label}
        <span aria-hidden="true" className="text-red-700 dark:text-red-400">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type}
        required
        minLength={props.minLength}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        dir={props.type === 'password' ? undefined : 'auto'}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        className={INPUT}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

export function Notice({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  const colours =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
      : 'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-900 dark:bg-primary-950 dark:text-primary-100'
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', colours)}
    >
      {children}
    </p>
  )
}

/** The white card the portal's forms sit on, under the page's hero; `after` goes below it. */
export function AuthCard({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {children}
      </div>
      {after}
    </section>
  )
}

/**
 * A form that asks for the account's e-mail and posts it to the sign-in page with its intent:
 * `forgot` sends a reset link, `resend` a new confirmation link. The sign-in page answers the
 * same whether or not the account exists.
 */
export function EmailRequestForm(props: {
  intent: 'forgot' | 'resend'
  help: string
  button: string
  error?: ReactNode
  fieldError?: string
  defaultValue?: string
}) {
  const { t, locale } = usePage()
  return (
    <form method="post" action={localePath('partner-sign-in', locale.code)} className="grid gap-4">
      <input type="hidden" name="intent" value={props.intent} />
      <p className="text-sm text-slate-600 dark:text-slate-300">{props.help}</p>
      {props.error ? <Notice tone="error">{props.error}</Notice> : null}
      <AuthField
        id={`field-${props.intent}-email`}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={props.fieldError}
        defaultValue={props.defaultValue}
      />
      <button type="submit" className={SECONDARY_SUBMIT}>
        {props.button}
      </button>
    </form>
  )
}

/** Without a CMS there is nothing to sign in to: say so, and how to reach the partner team. */
export function PortalUnavailable() {
  const { t, locale } = usePage()
  return (
    <div className="grid gap-4 text-center">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('auth.unavailableHeading')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('auth.notConfigured')}</p>
      <a
        href={`${localePath('contact', locale.code)}?kind=call`}
        className={cn(buttonClass('primary'), 'w-full')}
      >
        {t('auth.unavailableCallBack')}
      </a>
      <a href={COMPANY_PHONE_HREF} className={cn(buttonClass('secondary'), 'w-full')}>
        {t('auth.unavailableCall')} <span dir="ltr">{COMPANY_PHONE}</span>
      </a>
    </div>
  )
}

/** Under the card of the new-password and confirmation pages. */
export function BackToSignIn() {
  const { t } = usePage()
  return (
    <p className="mt-6 text-center text-sm">
      <SiteLink
        to="partner-sign-in"
        className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        {t('auth.backToSignIn')}
      </SiteLink>
    </p>
  )
}
