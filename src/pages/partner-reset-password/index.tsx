import { PageHero } from '../../components/page-hero'
import { usePage } from '../../components/page-context'
import {
  AuthCard,
  AuthField,
  BackToSignIn,
  EmailRequestForm,
  Notice,
  PortalUnavailable,
  SUBMIT,
} from '../../components/partner-forms'
import { localePath } from '../../route-table'
import { PASSWORD_MIN } from '../../schemas/auth'
import { statePage } from '../state-page'
import route from './route'

export interface ResetPasswordState {
  configured: boolean
  /** the code from the e-mail's link, posted back with the new password */
  code?: string
  /** `resetLink`: the code is missing, used or unknown, so a new link is offered instead */
  error?: 'resetLink' | 'tooMany' | 'unavailable' | 'unknown'
  /** field messages, already translated */
  fields?: Record<string, string>
}

function ResetPasswordPage({ data }: { data: ResetPasswordState }) {
  const { t, locale } = usePage()
  const linkBroken = !data.code || data.error === 'resetLink'
  return (
    <>
      <PageHero
        heading={t('pages.partnerResetPassword.heading')}
        intro={t('pages.partnerResetPassword.intro')}
      />
      <AuthCard after={<BackToSignIn />}>
        {!data.configured ? (
          <PortalUnavailable />
        ) : linkBroken ? (
          <>
            <Notice tone="error">{t(`auth.errors.${data.error ?? 'resetLink'}`)}</Notice>
            <EmailRequestForm
              intent="forgot"
              help={t('auth.forgotHelp')}
              button={t('auth.sendResetLink')}
            />
          </>
        ) : (
          <>
            {data.error ? <Notice tone="error">{t(`auth.errors.${data.error}`)}</Notice> : null}
            <form
              method="post"
              action={localePath('partner-reset-password', locale.code)}
              className="grid gap-4"
            >
              <input type="hidden" name="code" value={data.code} />
              <AuthField
                name="password"
                label={t('auth.newPassword')}
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN}
                hint={t('auth.passwordHint')}
                error={data.fields?.password}
              />
              <AuthField
                name="passwordConfirmation"
                label={t('auth.repeatPassword')}
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN}
                error={data.fields?.passwordConfirmation}
              />
              <button type="submit" className={SUBMIT}>
                {t('auth.savePassword')}
              </button>
            </form>
          </>
        )}
      </AuthCard>
    </>
  )
}

/** The page in the state the route left it (routes/partner-emails.tsx), with its status. */
export const resetPasswordPage = statePage(route, ResetPasswordPage)

/** Without a code the page offers a new link (the route answers every visit before it). */
export default resetPasswordPage({ configured: true })
