import type { MouseEvent } from 'react'
import { fill } from '../../i18n/template'
import { cn } from '../../lib/cn'
import { buttonClass } from '../../components/ui/button'

interface LoadMoreFooterProps {
  /** the list's state, as useLoadMore returns it */
  list: {
    items: unknown[]
    total: number
    totalIsLowerBound?: boolean
    hasMore: boolean
    loading: boolean
    error: boolean
    href: string
    loadMore: (event: MouseEvent<HTMLAnchorElement>) => void
  }
  labels: { showing: string; loadMore: string; loading: string; loadError: string }
}

/** "Showing 12 of 40", announced politely, and the Load More link under a list. */
export function LoadMoreFooter({ list, labels }: LoadMoreFooterProps) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
        {fill(labels.showing, {
          shown: list.items.length,
          total: list.totalIsLowerBound ? `${list.total}+` : list.total,
        })}
      </p>
      {list.error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {labels.loadError}
        </p>
      ) : null}
      {list.hasMore ? (
        <a
          href={list.href}
          onClick={list.loadMore}
          aria-disabled={list.loading || undefined}
          className={cn(buttonClass('secondary'), 'text-center aria-disabled:opacity-70')}
        >
          {list.loading ? labels.loading : labels.loadMore}
        </a>
      ) : null}
    </div>
  )
}
