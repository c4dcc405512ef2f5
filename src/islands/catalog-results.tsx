import { useSyncExternalStore, type MouseEvent } from 'react'
import useSWRInfinite from 'swr/infinite'
import { PropertyCard, type PropertyCardLabels } from '../components/property-card'
import {
  readPreferences,
  serverPreferences,
  subscribePreferences,
} from '../lib/display-preferences'
import { fill } from '../lib/template'
import type { Page } from '../schemas/common'
import type { PropertySummary } from '../schemas/property'
import { fetchJson, withPage } from './fetch-json'

export interface CatalogResultsProps {
  /** what the server rendered: pages 1 to `loadedPages` */
  items: PropertySummary[]
  total: number
  loadedPages: number
  pageSize: number
  /** the filters as a query string, without page */
  query: string
  localeIso: string
  /** locale-prefixed paths: `/ar/catalog/` and `/ar/contact` */
  detailBase: string
  contactPath: string
  labels: PropertyCardLabels & {
    list: string
    loadMore: string
    loading: string
    loadError: string
    showing: string
  }
}

/**
 * The catalogue's cards and Load More. Without JavaScript, Load More is a link to the next page
 * (the server then renders every page up to it); with it, SWR fetches the next page from
 * `/api/properties` and the address follows, so a reload or a shared link shows the same list.
 */
export default function CatalogResults(props: CatalogResultsProps) {
  const { labels, pageSize, loadedPages, query, localeIso } = props
  const preferences = useSyncExternalStore(subscribePreferences, readPreferences, serverPreferences)
  const { data, size, setSize, error, isValidating } = useSWRInfinite<Page<PropertySummary>>(
    (index) => `/api/properties?${withPage(query, loadedPages + index + 1, pageSize)}`,
    fetchJson,
    { initialSize: 0, revalidateFirstPage: false, revalidateOnFocus: false }
  )

  const seen = new Set<number>()
  const items = [...props.items, ...(data ?? []).flatMap((page) => page.items)].filter(
    (item) => !seen.has(item.id) && seen.add(item.id)
  )
  const total = data?.at(-1)?.total ?? props.total
  const loading = isValidating && (data?.length ?? 0) < size
  const nextPage = loadedPages + size + 1

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (loading) return
    const pages = await setSize(size + 1)
    if (pages && pages.length === size + 1) {
      history.replaceState(history.state, '', `?${withPage(query, loadedPages + size + 1)}`)
    }
  }

  return (
    <div>
      <ul aria-label={labels.list} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((property, index) => (
          <li key={property.id} className="flex">
            <div className="flex w-full flex-col [&>article]:flex-1">
              <PropertyCard
                property={property}
                labels={labels}
                localeIso={localeIso}
                href={`${props.detailBase}${property.id}`}
                callHref={`${props.contactPath}?kind=call&propertyId=${property.id}`}
                currency={preferences.currency}
                unit={preferences.unit}
                priority={index < 3}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3">
        <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
          {fill(labels.showing, { shown: items.length, total })}
        </p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {labels.loadError}
          </p>
        ) : null}
        {items.length < total ? (
          <a
            href={`?${withPage(query, nextPage)}`}
            onClick={loadMore}
            aria-disabled={loading || undefined}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-6 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 aria-disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
          >
            {loading ? labels.loading : labels.loadMore}
          </a>
        ) : null}
      </div>
    </div>
  )
}
