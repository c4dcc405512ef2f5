import { PageHero } from '../../components/page-hero'
import { usePage } from '../../components/page-context'
import {
  AuthCard,
  BackToSignIn,
  EmailRequestForm,
  Notice,
  PortalUnavailable,
} from '../../components/partner-forms'
import { statePage } from '../state-page'
import route from './route'

export interface ConfirmEmailState {
  configured: boolean
  /** `confirmLink`: the token is used or unknown; a new link can be asked for below */
  error?: 'confirmLink' | 'blocked' | 'tooMany' | 'unavailable' | 'unknown'
}

/**
 * A confirmation link that works signs the partner in and goes on to the dashboard before this
 * page would show; the page is what a used or broken link leads to, with a new link to ask for.
 */
function ConfirmEmailPage({ data }: { data: ConfirmEmailState }) {
  const { t } = usePage()
  return (
    <>
      <PageHero
        heading={t('pages.partnerConfirmEmail.heading')}
        intro={t('pages.partnerConfirmEmail.intro')}
      />
      <AuthCard after={<BackToSignIn />}>
        {!data.configured ? (
          <PortalUnavailable />
        ) : (
          <>
            {data.error ? <Notice tone="error">{t(`auth.errors.${data.error}`)}</Notice> : null}
            <EmailRequestForm
              intent="resend"
              help={t('auth.resendHelp')}
              button={t('auth.resendConfirmation')}
            />
          </>
        )}
      </AuthCard>
    </>
  )
}

export const confirmEmailPage = statePage(route, ConfirmEmailPage)

export default confirmEmailPage({ configured: true })
