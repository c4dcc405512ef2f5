import { usePage } from '../../components/page-context'
import { SiteLink } from '../../components/site-link'
import { COMPANY_EMAIL, COMPANY_PHONE } from '../../lib/company'

/** Under the feedback form (the empty layout): who reads it, and how else to reach us. */
export function FeedbackNote() {
  const { t } = usePage()
  return (
    <div className="grid gap-3 px-4 pb-6 text-sm leading-6 text-slate-600 sm:px-6 lg:px-8 dark:text-slate-400">
      <p className="rtl:text-right">{t('feedbackPage.promise')}</p>
      <p className="rtl:text-right">
        {t('feedbackPage.talk', { phone: COMPANY_PHONE, email: COMPANY_EMAIL })}
      </p>
      <p>
        <SiteLink
          to="index"
          className="font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
        >
          {t('feedbackPage.back')}
        </SiteLink>
      </p>
    </div>
  )
}
