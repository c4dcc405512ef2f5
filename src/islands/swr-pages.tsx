import { useEffect } from 'react'
import useSWRInfinite from 'swr/infinite'
import type { Page } from '../schemas/common'
import { fetchJson, withPage } from './fetch-json'

export interface SwrPagesProps<T> {
  endpoint: string
  query: string
  loadedPages: number
  pageSize: number
  /** how many pages past the server's to have loaded */
  size: number
  onChange: (state: { pages: Page<T>[]; error: boolean }) => void
}

/**
 * Fetches the pages after the server's through SWR and reports them up; renders nothing. It is
 * its own chunk, loaded on the first Load More, so a list page ships without SWR until then.
 */
export default function SwrPages<T>(props: SwrPagesProps<T>) {
  const { endpoint, query, loadedPages, pageSize, size, onChange } = props
  const { data, error, setSize } = useSWRInfinite<Page<T>>(
    (index) => `${endpoint}?${withPage(query, loadedPages + index + 1, pageSize)}`,
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
