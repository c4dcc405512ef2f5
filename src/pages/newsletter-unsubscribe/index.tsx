import { PageHero } from '../../components/page-hero'
import { usePage } from '../../components/page-context'
import { AuthCard, Notice, SUBMIT } from '../../components/partner-forms'
import { PRIVACY_EMAIL } from '../../lib/company'
import { localePath } from '../../route-table'
import { statePage } from '../state-page'
import route from './route'

export type NewsletterUnsubscribeState =
  /** the link works: the address, and a button that posts the token back */
  | { outcome: 'ask'; email: string; token: string }
  /** done (or there was nothing to undo: the address is no longer on the list) */
  | { outcome: 'unsubscribed' }
  /** `visit`: no link at all, only how to unsubscribe */
  | { outcome: 'invalid' | 'tooMany' | 'visit' }

/**
 * Unsubscribing in one step from any newsletter mail, without signing in and without
 * JavaScript: the link shows the address and a button (a mail scanner that opens links changes
 * nothing); the button, or a mail client's one-click POST (RFC 8058), unsubscribes.
 */
function NewsletterUnsubscribePage({ data }: { data: NewsletterUnsubscribeState }) {
  const { t, locale } = usePage()
  return (
    <>
      <PageHero
        heading={t('pages.newsletterUnsubscribe.heading')}
        intro={t('pages.newsletterUnsubscribe.intro')}
      />
      <AuthCard>
        {data.outcome === 'ask' ? (
          <form
            method="post"
            action={`${localePath('newsletter-unsubscribe', locale.code)}?token=${encodeURIComponent(data.token)}`}
            className="grid gap-4"
          >
            <p className="text-slate-700 dark:text-slate-300">
              {t('newsletterPage.unsubscribeQuestion', { email: data.email })}
            </p>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className={SUBMIT}>
              {t('newsletterPage.unsubscribeButton')}
            </button>
          </form>
        ) : data.outcome === 'unsubscribed' ? (
          <div role="status" className="grid gap-2">
            <h2 className="text-xl font-semibold text-primary-800 dark:text-primary-300">
              {t('newsletterPage.unsubscribedTitle')}
            </h2>
            <p className="text-slate-700 dark:text-slate-300">
              {t('newsletterPage.unsubscribedText')}
            </p>
          </div>
        ) : data.outcome === 'visit' ? (
          <p className="text-slate-700 dark:text-slate-300">
            {t('newsletterPage.unsubscribeHowTo', { privacyEmail: PRIVACY_EMAIL })}
          </p>
        ) : (
          <Notice tone="error">
            {data.outcome === 'tooMany'
              ? t('forms.rateLimitedText')
              : t('newsletterPage.unsubscribeLinkInvalid', { privacyEmail: PRIVACY_EMAIL })}
          </Notice>
        )}
      </AuthCard>
    </>
  )
}

export const newsletterUnsubscribePage = statePage(route, NewsletterUnsubscribePage)

/** A visit without a link's token: how to unsubscribe (the route answers every visit before it). */
export default newsletterUnsubscribePage({ outcome: 'visit' })
