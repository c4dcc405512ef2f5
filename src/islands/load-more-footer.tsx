import type { MouseEvent } from 'react'
import { fill } from '../lib/template'

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
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-6 py-2.5 text-center text-sm font-semibold text-slate-900 hover:bg-slate-50 aria-disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
        >
          {list.loading ? labels.loading : labels.loadMore}
        </a>
      ) : null}
    </div>
  )
}
