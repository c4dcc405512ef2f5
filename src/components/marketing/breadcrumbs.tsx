import { cn } from '../../lib/cn'
import { localePath, type StaticPage } from '../../route-table'
import { usePage } from '../page-context'

export interface Crumb {
  name: string
  /** where the crumb links; the last crumb (the current page) is not a link */
  page?: StaticPage
  /** a search within that page: a blog topic, a catalogue location */
  query?: string
}

/**
 * Home › … › this page, as a visible trail. The last crumb is the current page and is not a
 * link. The schema.org BreadcrumbList of every page below home is added by renderPage.
 */
export function Breadcrumbs({ trail, className }: { trail: Crumb[]; className?: string }) {
  const { t, locale } = usePage()
  const items: Crumb[] = [{ name: t('nav.home'), page: 'index' }, ...trail]
  const href = ({ page, query }: Crumb) =>
    page && localePath(page, locale.code) + (query ? `?${query}` : '')
  return (
    <nav aria-label={t('marketing.breadcrumb')} className={cn(className, 'text-sm')}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 dark:text-slate-400">
        {items.map((crumb, index) => {
          const last = index === items.length - 1
          return (
            <li key={index} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-slate-900 rtl:text-right dark:text-white">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a
                    href={href(crumb)}
                    className="underline-offset-4 hover:text-primary-800 hover:underline rtl:text-right dark:hover:text-primary-300"
                  >
                    {crumb.name}
                  </a>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 16 16"
                    className="size-3.5 rtl:-scale-x-100"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="m6 3 5 5-5 5" />
                  </svg>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
