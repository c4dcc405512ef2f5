import { NewsletterIsland } from '../../placements/newsletter-island'
import { PageHero } from '../../components/page-hero'
import { usePage } from '../../components/page-context'
import { AuthCard, Notice } from '../../components/partner-forms'
import { CONFIRM_LINK_DAYS } from '../../server/newsletter-links'
import { statePage } from '../state-page'
import route from './route'

export interface NewsletterConfirmState {
  /**
   * `confirmed`: subscribed now (or already); `invalid`: the link is broken, expired or spent;
   * `visit`: no link at all, only the signup
   */
  outcome: 'confirmed' | 'invalid' | 'tooMany' | 'visit'
  /** how long a confirmation link works, for the page to say */
  linkDays: number
}

/**
 * The double opt-in's last step: the subscription is confirmed (SPEC.md section 4's subscribed
 * state, in its words), or the link no longer works and the signup asks for a new one.
 */
function NewsletterConfirmPage({ data }: { data: NewsletterConfirmState }) {
  const { t } = usePage()
  return (
    <>
      <PageHero
        heading={t('pages.newsletterConfirm.heading')}
        intro={t('pages.newsletterConfirm.intro')}
      />
      <AuthCard>
        {data.outcome === 'confirmed' ? (
          <div role="status" className="grid gap-2">
            <h2 className="text-xl font-semibold text-primary-800 dark:text-primary-300">
              {t('newsletter.subscribedTitle')}
            </h2>
            <p className="text-slate-700 dark:text-slate-300">{t('newsletter.subscribedText')}</p>
          </div>
        ) : (
          <>
            {data.outcome === 'visit' ? null : (
              <Notice tone="error">
                {data.outcome === 'tooMany'
                  ? t('forms.rateLimitedText')
                  : t('newsletterPage.confirmLinkInvalid', { days: data.linkDays })}
              </Notice>
            )}
            <NewsletterIsland variant="card" />
          </>
        )}
      </AuthCard>
    </>
  )
}

export const newsletterConfirmPage = statePage(route, NewsletterConfirmPage)

/** A visit without a link's token: the signup (the route answers every visit before it). */
export default newsletterConfirmPage({ outcome: 'visit', linkDays: CONFIRM_LINK_DAYS })
