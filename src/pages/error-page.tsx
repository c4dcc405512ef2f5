import { PageHero } from '../components/page-hero'
import { usePage } from '../components/page-context'
import { SiteLink } from '../components/site-link'

export interface ErrorPageProps {
  status: number
  /** shown under the heading: the 404 path message, or the error's own message */
  message?: string
}

/** The 404 and generic error page: a heading, a line of help, the way home. Never a stack. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = usePage()
  const notFound = status === 404
  return (
    <PageHero heading={notFound ? t('errors.notFoundTitle') : message || t('errors.serverTitle')}>
      <p className="mt-3 font-mono text-sm text-slate-600 dark:text-slate-400">
        {status}
        {notFound && message ? ` · ${message}` : ''}
      </p>
      <p className="mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        {notFound ? t('errors.notFoundHelp') : t('errors.serverHelp')}
      </p>
      <SiteLink
        to="index"
        className="mt-8 inline-block rounded-full bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
      >
        {t('errors.backHome')}
      </SiteLink>
    </PageHero>
  )
}
