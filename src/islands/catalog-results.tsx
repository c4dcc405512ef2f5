import { useSyncExternalStore } from 'react'
import { PropertyCard, type PropertyCardLabels } from '../components/property-card'
import {
  readPreferences,
  serverPreferences,
  subscribePreferences,
} from '../browser/display-preferences'
import type { PropertySummary } from '../schemas/property'
import { cn } from '../lib/cn'
import { LoadMoreFooter } from './parts/load-more-footer'
import { useLoadMore } from './parts/use-load-more'

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
 * Cards rendered only as the visitor nears them (`defer-offscreen`), standing as tall as the
 * tallest card measured (653 px: one column, 639 px wide) until then.
 */
const DEFERRED = 'defer-offscreen [--stand-in:720px]'
/** The first screen's cards and those just above Load More are laid out with the page */
const RENDERED_AT_EACH_END = 3

/**
 * Of the cards the server rendered, those between the first screen and the last few. The last
 * are not deferred: a jump to Load More (find in page, a script's scrollIntoView) lands among
 * them, and deferred cards there would render and shrink, moving the link under the pointer.
 * Cards further up render out of sight, where scroll anchoring keeps the screen still.
 * Cards Load More adds are never deferred.
 */
function deferred(index: number, rendered: number) {
  return index >= RENDERED_AT_EACH_END && index < rendered - RENDERED_AT_EACH_END
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
          <li
            key={property.id}
            className={cn(
              'flex [&>article]:flex-1',
              deferred(index, props.items.length) && DEFERRED
            )}
          >
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
