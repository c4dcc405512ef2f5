import { PageHero } from '../../components/page-hero'
import { usePage } from '../../components/page-context'
import {
  AuthCard,
  AuthField,
  EmailRequestForm,
  Notice,
  PortalUnavailable,
  SUBMIT,
} from '../../components/partner-forms'
import { SiteLink } from '../../components/site-link'
import { AUTH_PROVIDERS } from '../../lib/auth-providers'
import { cmsBaseUrl } from '../../lib/cms-url'
import { safeLocalPath } from '../../lib/safe-path'
import { localePath } from '../../route-table'
import { routeMeta } from '../marketing'
import { definePage } from '../page'
import { statePage } from '../state-page'
import route from './route'

export const SIGN_IN_ERRORS = [
  'credentials',
  'unconfirmed',
  'blocked',
  'tooMany',
  'locked',
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
  notice?: 'resetSent' | 'signedOut' | 'confirmationSent'
  /** which form the state belongs to */
  form?: 'signIn' | 'forgot' | 'resend'
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

function SignInPage({ data }: { data: SignInState }) {
  const { t, locale, path } = usePage()
  const next = safeLocalPath(new URL(path, 'http://x').searchParams.get('next'))
  const dashboard = next ?? localePath('partner-dashboard', locale.code)
  const form = data.form ?? 'signIn'
  const errorOf = (which: SignInState['form']) =>
    data.error && form === which ? t(`auth.errors.${data.error}`) : undefined
  const fieldOf = (which: SignInState['form'], name: string) =>
    form === which ? data.fields?.[name] : undefined
  // an account whose address is not confirmed yet is offered a new link at once
  const offerResend = form === 'resend' || data.error === 'unconfirmed'
  return (
    <>
      <PageHero heading={t('pages.partnerSignIn.heading')} intro={t('pages.partnerSignIn.intro')} />
      <AuthCard
        after={
          <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
            {t('partnerPortal.notPartner')}{' '}
            <SiteLink
              to="partners"
              className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
            >
              {t('partnerPortal.join')}
            </SiteLink>
          </p>
        }
      >
        {data.notice ? <Notice tone="info">{t(`auth.${data.notice}`)}</Notice> : null}
        {!data.configured ? (
          <PortalUnavailable />
        ) : (
          <>
            {errorOf('signIn') ? <Notice tone="error">{errorOf('signIn')}</Notice> : null}
            {offerResend ? (
              <EmailRequestForm
                intent="resend"
                help={t('auth.resendHelp')}
                button={t('auth.resendConfirmation')}
                error={errorOf('resend')}
                fieldError={fieldOf('resend', 'email')}
                defaultValue={data.identifier?.includes('@') ? data.identifier : undefined}
              />
            ) : null}
            <form method="post" action={path} className="grid gap-4">
              <AuthField
                name="identifier"
                label={t('auth.identifier')}
                type="text"
                autoComplete="username"
                defaultValue={form === 'signIn' ? data.identifier : undefined}
                error={fieldOf('signIn', 'identifier')}
              />
              <AuthField
                name="password"
                label={t('auth.password')}
                type="password"
                autoComplete="current-password"
                error={fieldOf('signIn', 'password')}
              />
              <button type="submit" className={SUBMIT}>
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

            <details open={form === 'forgot'} className="group">
              <summary className="cursor-pointer text-sm font-medium text-primary-700 hover:underline dark:text-primary-300">
                <span>{t('auth.forgotPassword')}</span>
              </summary>
              <div className="mt-4">
                <EmailRequestForm
                  intent="forgot"
                  help={t('auth.forgotHelp')}
                  button={t('auth.sendResetLink')}
                  error={errorOf('forgot')}
                  fieldError={fieldOf('forgot', 'email')}
                />
              </div>
            </details>
          </>
        )}
      </AuthCard>
    </>
  )
}

/** The sign-in page in the state a POST left it, with the status that state calls for. */
export const signInPage = statePage(route, SignInPage)

/** A plain visit: the state the URL names (a failed provider sign-in, signed out). */
export default definePage(route, {
  resolve: async ({ t, env, url }) => ({
    meta: routeMeta(route, t),
    data: signInStateFromUrl(url, cmsBaseUrl(env.CMS_URL) !== undefined),
  }),
  Component: SignInPage,
})
