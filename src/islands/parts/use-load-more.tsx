import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import type { Page } from '../../schemas/common'
import { withPage } from './fetch-json'
import type { SwrPagesProps } from './swr-pages'

const SwrPages = lazy(() => import('./swr-pages')) as <T extends { id: number }>(
  props: SwrPagesProps<T>
) => ReactNode

interface LoadMoreOptions<T> {
  /** `/api/properties`, `/api/blog`, `/api/testimonials` */
  endpoint: string
  /** the list's filters as a query string, without page */
  query: string
  /** what the server rendered: pages 1 to `loadedPages` */
  initial: T[]
  total: number
  /** the server counted up to `total` and stopped: there may be more */
  totalIsLowerBound?: boolean
  loadedPages: number
  pageSize: number
  /** the endpoint takes `after` (an item's id) and seeks past it: see SwrPages */
  keyset?: boolean
}

/**
 * Load More for a server-rendered list: the next pages come from the list's endpoint through
 * SWR (loaded with the first click), the address follows (`?page=N`, which the server renders
 * in full on a reload), and `href` is the link that does the same without JavaScript. Render
 * `fetcher` anywhere in the island.
 */
export function useLoadMore<T extends { id: number }>(options: LoadMoreOptions<T>) {
  const { endpoint, query, loadedPages, pageSize } = options
  const [size, setSize] = useState(0)
  const [state, setState] = useState<{ pages: Page<T>[]; error: boolean }>({
    pages: [],
    error: false,
  })

  const seen = new Set<number>()
  const items = [...options.initial, ...state.pages.flatMap((page) => page.items)].filter(
    (item) => !seen.has(item.id) && seen.add(item.id)
  )
  const last = state.pages.at(-1)
  const total = last?.total ?? options.total
  const totalIsLowerBound = Boolean(last ? last.totalIsLowerBound : options.totalIsLowerBound)
  const fetched = state.pages.length
  const loading = size > fetched && !state.error

  // The address names the last page shown, so a reload or a shared link shows the same list
  useEffect(() => {
    if (fetched > 0) {
      history.replaceState(history.state, '', `?${withPage(query, loadedPages + fetched)}`)
    }
  }, [fetched, query, loadedPages])

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (loading) return
    // after an error, ask for the same page again
    setState((current) => (current.error ? { ...current, error: false } : current))
    setSize(fetched + 1)
  }

  const fetcher =
    size > 0 ? (
      <Suspense fallback={null}>
        <SwrPages<T>
          endpoint={endpoint}
          query={query}
          loadedPages={loadedPages}
          pageSize={pageSize}
          size={size}
          after={options.keyset ? options.initial.at(-1)?.id : undefined}
          onChange={setState}
        />
      </Suspense>
    ) : null

  return {
    items,
    total,
    totalIsLowerBound,
    loading,
    error: state.error,
    hasMore: items.length < total || (totalIsLowerBound && (last?.items.length ?? 1) > 0),
    href: `?${withPage(query, loadedPages + fetched + 1)}`,
    loadMore,
    fetcher,
  }
}
