import { useEffect, type MouseEvent } from 'react'
import useSWRInfinite from 'swr/infinite'
import type { Page } from '../schemas/common'
import { fetchJson, withPage } from './fetch-json'

interface LoadMoreOptions<T> {
  /** `/api/properties`, `/api/blog`, `/api/testimonials` */
  endpoint: string
  /** the list's filters as a query string, without page */
  query: string
  /** what the server rendered: pages 1 to `loadedPages` */
  initial: T[]
  total: number
  loadedPages: number
  pageSize: number
}

/**
 * Load More for a server-rendered list: the next pages come from the list's endpoint through
 * SWR, the address follows (`?page=N`, which the server renders in full on a reload), and
 * `href` is the link that does the same without JavaScript.
 */
export function useLoadMore<T extends { id: number }>(options: LoadMoreOptions<T>) {
  const { endpoint, query, loadedPages, pageSize } = options
  const { data, size, setSize, error, isValidating } = useSWRInfinite<Page<T>>(
    (index) => `${endpoint}?${withPage(query, loadedPages + index + 1, pageSize)}`,
    fetchJson,
    { initialSize: 0, revalidateFirstPage: false, revalidateOnFocus: false }
  )
  const seen = new Set<number>()
  const items = [...options.initial, ...(data ?? []).flatMap((page) => page.items)].filter(
    (item) => !seen.has(item.id) && seen.add(item.id)
  )
  const total = data?.at(-1)?.total ?? options.total
  const loading = isValidating && (data?.length ?? 0) < size

  // The address names the last page shown, so a reload or a shared link shows the same list
  const fetched = data?.length ?? 0
  useEffect(() => {
    if (fetched > 0) {
      history.replaceState(history.state, '', `?${withPage(query, loadedPages + fetched)}`)
    }
  }, [fetched, query, loadedPages])

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (!loading) void setSize(size + 1)
  }

  return {
    items,
    total,
    loading,
    error: Boolean(error),
    hasMore: items.length < total,
    href: `?${withPage(query, loadedPages + size + 1)}`,
    loadMore,
  }
}
