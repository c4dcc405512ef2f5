import { localePath, type StaticPage } from '../../route-table'
import { usePage } from '../page-context'

export interface Crumb {
  name: string
  page: StaticPage
}

/**
 * Home › … › this page, as a visible trail. The last crumb is the current page and is not a
 * link. The schema.org BreadcrumbList of every page below home is added by renderPage.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t, locale } = usePage()
  const items: Crumb[] = [{ name: t('nav.home'), page: 'index' }, ...trail]
  const path = (page: StaticPage) => localePath(page, locale.code)
  return (
    <nav aria-label={t('marketing.breadcrumb')} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 dark:text-slate-400">
        {items.map((crumb, index) => {
          const last = index === items.length - 1
          return (
            <li key={crumb.page} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-slate-900 rtl:text-right dark:text-white">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a
                    href={path(crumb.page)}
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
