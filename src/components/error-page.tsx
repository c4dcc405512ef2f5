import type { Translate } from '../i18n/messages'
import { PageHero } from './page-hero'
import { usePage } from './page-context'
import { SiteLink } from './site-link'
import { cn } from '../lib/cn'
import { buttonClass } from './ui/button'

export interface ErrorPageProps {
  status: number
  /** the error's own message, shown as the heading of a non-404 error */
  message?: string
  /** what to do about it, in place of the generic line of help */
  help?: string
  /** the path that was not found */
  path?: string
}

/**
 * The line of help under an error without its own: where a 404 leaves the visitor, and for a 5xx
 * that the fault is ours; a refusal (429, 413) says why in its message and needs none.
 */
export function defaultErrorHelp(t: Translate, status: number): string | undefined {
  if (status === 404) return t('errors.notFoundHelp')
  return status >= 500 ? t('errors.serverHelp') : undefined
}

/** The 404 and generic error page: a heading, a line of help, the way home. Never a stack. */
export function ErrorPage({ status, message, help, path }: ErrorPageProps) {
  const { t } = usePage()
  const notFound = status === 404
  return (
    <PageHero
      eyebrow={t('errors.status', { status })}
      heading={notFound ? t('errors.notFoundTitle') : message || t('errors.serverTitle')}
      intro={help ?? defaultErrorHelp(t, status)}
    >
      {notFound && path ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          <code dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
            {path}
          </code>
        </p>
      ) : null}
      <SiteLink to="index" className={cn(buttonClass('primary', 'lg'), 'mt-8')}>
        {t('errors.backHome')}
      </SiteLink>
    </PageHero>
  )
}
