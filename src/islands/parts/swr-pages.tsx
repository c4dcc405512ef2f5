import { useEffect } from 'react'
import useSWRInfinite from 'swr/infinite'
import type { Page } from '../../schemas/common'
import { fetchJson, withPage } from './fetch-json'

export interface SwrPagesProps<T extends { id: number }> {
  endpoint: string
  query: string
  loadedPages: number
  pageSize: number
  /** how many pages past the server's to have loaded */
  size: number
  /**
   * Keyset: the id of the last item the server rendered. Each request then also names the item
   * it follows (`after`), which a source that can seek to it reads instead of counting past
   * every earlier page; a source that pages by number answers the same page from `page`.
   */
  after?: number
  onChange: (state: { pages: Page<T>[]; error: boolean }) => void
}

/**
 * Fetches the pages after the server's through SWR and reports them up; renders nothing. It is
 * its own chunk, loaded on the first Load More, so a list page ships without SWR until then.
 */
export default function SwrPages<T extends { id: number }>(props: SwrPagesProps<T>) {
  const { endpoint, query, loadedPages, pageSize, size, after, onChange } = props
  const { data, error, setSize } = useSWRInfinite<Page<T>>(
    (index, previous: Page<T> | null) => {
      // keyset: the first page follows the server's last item, each later one the page before's
      const cursor = after === undefined || index === 0 ? after : previous?.items.at(-1)?.id
      return `${endpoint}?${withPage(query, loadedPages + index + 1, pageSize, cursor)}`
    },
    fetchJson,
    { initialSize: size, revalidateFirstPage: false, revalidateOnFocus: false }
  )
  useEffect(() => {
    void setSize(size)
  }, [size, setSize])
  useEffect(() => {
    onChange({ pages: data ?? [], error: Boolean(error) })
  }, [data, error, onChange])
  return null
}
