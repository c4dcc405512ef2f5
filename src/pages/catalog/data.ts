import { getProperty, listLocations, listProperties } from '../../content'
import { COMPARE_LIMIT } from '../../browser/saved-properties'
import type { Page } from '../../schemas/common'
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  parseLenient,
  PropertyQuerySchema,
  type PropertyQuery,
} from '../../schemas/content-query'
import { type LocationOption, type PropertySummary } from '../../schemas/property'
import { type ChosenView } from './chosen'
import { type ViewContext } from '../page'

// What the catalogue reads: the listings of a search (pages 1 to N without JavaScript) and the
// location options, or the visitor's saved or compared listings.

export interface CatalogData {
  query: PropertyQuery
  list: Page<PropertySummary>
  loadedPages: number
  locations: LocationOption[]
  /** `?view=saved|compare&ids=...`: the visitor's chosen properties instead of a search */
  chosen?: ChosenView
}

/** The filters a page was asked for; `page` says how many pages of results to show at once. */
export function catalogQuery(url: URL): PropertyQuery {
  return parseLenient(PropertyQuerySchema, Object.fromEntries(url.searchParams))
}

export async function load({ env, url, locale }: ViewContext): Promise<CatalogData> {
  const query = catalogQuery(url)
  const view = url.searchParams.get('view')
  if ((view === 'saved' || view === 'compare') && query.ids) {
    const empty: Page<PropertySummary> = { items: [], page: 1, pageSize: 0, total: 0 }
    const chosen: ChosenView =
      view === 'saved'
        ? {
            view,
            items: (await listProperties(env, locale.code, { ids: query.ids, pageSize: 48 })).items,
          }
        : {
            view,
            items: (
              await Promise.all(
                query.ids.slice(0, COMPARE_LIMIT).map((id) => getProperty(env, locale.code, id))
              )
            ).filter((item) => item !== null),
          }
    return { query: {}, list: empty, loadedPages: 1, locations: [], chosen } satisfies CatalogData
  }
  const page = query.page ?? 1
  // the filters alone: the page size is ours, and chosen listings are the saved view's
  const filters: PropertyQuery = { ...query }
  delete filters.page
  delete filters.pageSize
  delete filters.ids
  // Without JavaScript, Load More links to ?page=N: show pages 1 to N, up to the page-size cap
  const loadedPages = Math.min(page, MAX_PAGE_SIZE / DEFAULT_PAGE_SIZE)
  const [list, locations] = await Promise.all([
    listProperties(env, locale.code, {
      ...filters,
      page: 1,
      pageSize: loadedPages * DEFAULT_PAGE_SIZE,
    }),
    listLocations(env, locale.code),
  ])
  return { query: filters, list, loadedPages, locations } satisfies CatalogData
}
