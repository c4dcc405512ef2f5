import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { PageHero } from '../../components/page-hero'
import { usePage } from '../../components/page-context'
import { SiteLink } from '../../components/site-link'
import { buttonClass } from '../../components/ui/button'
import { AUTH_PROVIDERS } from '../../lib/auth-providers'
import { COMPANY_PHONE, COMPANY_PHONE_HREF } from '../../lib/company'
import { cmsBaseUrl } from '../../server/cms'
import { safeLocalPath } from '../../lib/safe-path'
import { localePath } from '../../route-table'
import { routeMeta } from '../marketing'
import { definePage, type Page } from '../page'
import route from './route'

export const SIGN_IN_ERRORS = [
  'credentials',
  'unconfirmed',
  'blocked',
  'tooMany',
  'unavailable',
  'provider',
  'unknown',
  'invalid',
] as const
export type SignInError = (typeof SIGN_IN_ERRORS)[number]

export interface SignInState {
  configured: boolean
  error?: SignInError
  /** field messages, already translated */
  fields?: Record<string, string>
  identifier?: string
  notice?: 'resetSent' | 'signedOut'
  /** which form the state belongs to */
  form?: 'signIn' | 'forgot'
}

/** The state of a plain visit: `?error=provider` after a failed provider sign-in, `?signedOut`. */
export function signInStateFromUrl(url: URL, configured: boolean): SignInState {
  const error = url.searchParams.get('error')
  return {
    configured,
    error: error === 'provider' ? 'provider' : undefined,
    notice: url.searchParams.has('signedOut') ? 'signedOut' : undefined,
  }
}

const INPUT =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white'
const BUTTON =
  'inline-flex w-full items-center justify-center rounded-full bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800 focus-visible:outline-primary-600'

function Field(props: {
  name: string
  label: string
  type: string
  autoComplete: string
  error?: string
  defaultValue?: string
}) {
  const id = `field-${props.name}`
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
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        dir={props.type === 'password' ? undefined : 'auto'}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={INPUT}
      />
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

function Notice({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
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

/** Without a CMS there is nothing to sign in to: say so, and how to reach the partner team. */
function Unavailable() {
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

function SignInPage({ data }: { data: SignInState }) {
  const { t, locale, path } = usePage()
  const next = safeLocalPath(new URL(path, 'http://x').searchParams.get('next'))
  const dashboard = next ?? localePath('partner-dashboard', locale.code)
  const signInForm = data.form !== 'forgot'
  return (
    <>
      <PageHero heading={t('pages.partnerSignIn.heading')} intro={t('pages.partnerSignIn.intro')} />
      <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
        <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {data.notice ? <Notice tone="info">{t(`auth.${data.notice}`)}</Notice> : null}
          {!data.configured ? (
            <Unavailable />
          ) : (
            <>
              {data.error && signInForm ? (
                <Notice tone="error">{t(`auth.errors.${data.error}`)}</Notice>
              ) : null}
              <form method="post" action={path} className="grid gap-4">
                <Field
                  name="identifier"
                  label={t('auth.identifier')}
                  type="text"
                  autoComplete="username"
                  defaultValue={signInForm ? data.identifier : undefined}
                  error={signInForm ? data.fields?.identifier : undefined}
                />
                <Field
                  name="password"
                  label={t('auth.password')}
                  type="password"
                  autoComplete="current-password"
                  error={signInForm ? data.fields?.password : undefined}
                />
                <button type="submit" className={BUTTON}>
                  {t('auth.signIn')}
                </button>
              </form>

              <div className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
                {t('auth.or')}
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
              </div>
              <ul className="grid gap-2">
                {AUTH_PROVIDERS.map((provider) => (
                  <li key={provider}>
                    <a
                      href={`/connect/${provider}?next=${encodeURIComponent(dashboard)}`}
                      rel="nofollow"
                      className="flex w-full items-center justify-center rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
                    >
                      {t(`auth.providers.${provider}`)}
                    </a>
                  </li>
                ))}
              </ul>

              <details open={data.form === 'forgot'} className="group">
                <summary className="cursor-pointer text-sm font-medium text-primary-700 hover:underline dark:text-primary-300">
                  <span>{t('auth.forgotPassword')}</span>
                </summary>
                <form method="post" action={path} className="mt-4 grid gap-4">
                  <input type="hidden" name="intent" value="forgot" />
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {t('auth.forgotHelp')}
                  </p>
                  {data.error && !signInForm ? (
                    <Notice tone="error">{t(`auth.errors.${data.error}`)}</Notice>
                  ) : null}
                  <Field
                    name="email"
                    label={t('auth.email')}
                    type="email"
                    autoComplete="email"
                    error={signInForm ? undefined : data.fields?.email}
                  />
                  <button
                    type="submit"
                    className="inline-flex w-full items-center justify-center rounded-full border border-primary-700 px-5 py-2.5 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-200 dark:hover:bg-primary-950"
                  >
                    {t('auth.sendResetLink')}
                  </button>
                </form>
              </details>
            </>
          )}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {t('partnerPortal.notPartner')}{' '}
          <SiteLink
            to="partners"
            className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
          >
            {t('partnerPortal.join')}
          </SiteLink>
        </p>
      </section>
    </>
  )
}

/** The sign-in page in the state a POST left it, with the status that state calls for. */
export function signInPage(state: SignInState, status = 200): Page {
  return definePage(route, {
    resolve: async ({ t }) => ({ status, meta: routeMeta(route, t), data: state }),
    Component: SignInPage,
  })
}

/** A plain visit: the state the URL names (a failed provider sign-in, signed out). */
export default definePage(route, {
  resolve: async ({ t, env, url }) => ({
    meta: routeMeta(route, t),
    data: signInStateFromUrl(url, cmsBaseUrl(env.CMS_URL) !== undefined),
  }),
  Component: SignInPage,
})
