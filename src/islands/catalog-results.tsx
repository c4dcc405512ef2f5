import { useSyncExternalStore } from 'react'
import { PropertyCard, type PropertyCardLabels } from '../components/property-card'
import {
  readPreferences,
  serverPreferences,
  subscribePreferences,
} from '../browser/display-preferences'
import type { PropertySummary } from '../schemas/property'
import { LoadMoreFooter } from './load-more-footer'
import { useLoadMore } from './use-load-more'

export interface CatalogResultsProps {
  /** what the server rendered: pages 1 to `loadedPages` */
  items: PropertySummary[]
  total: number
  totalIsLowerBound?: boolean
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
 * `/api/properties`. Prices follow the visitor's currency and area unit.
 */
export default function CatalogResults(props: CatalogResultsProps) {
  const { labels, localeIso } = props
  const preferences = useSyncExternalStore(subscribePreferences, readPreferences, serverPreferences)
  const list = useLoadMore({
    endpoint: '/api/properties',
    initial: props.items,
    keyset: true,
    ...props,
  })

  return (
    <div>
      <ul aria-label={labels.list} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {list.items.map((property, index) => (
          <li key={property.id} className="flex [&>article]:flex-1">
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
          </li>
        ))}
      </ul>
      <LoadMoreFooter list={list} labels={labels} />
      {list.fetcher}
    </div>
  )
}
