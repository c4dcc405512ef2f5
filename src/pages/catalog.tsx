import { EmptyResults } from '../components/empty-results'
import { FilterSelect } from '../components/filter-select'
import { Island } from '../components/island'
import { usePage } from '../components/page-context'
import { PageHero } from '../components/page-hero'
import { getProperty, listLocations, listProperties } from '../content'
import { localePath } from '../route-table'
import CatalogResults from '../islands/catalog-results'
import SavedLinks from '../islands/saved-links'
import { COMPARE_LIMIT } from '../lib/saved-properties'
import { formatMoneyShort } from '../lib/currency'
import type { Page } from '../schemas/common'
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  parseLenient,
  PropertyQuerySchema,
  toSearchParams,
  type PropertyQuery,
} from '../schemas/content-query'
import {
  BEDROOM_OPTIONS,
  PROPERTY_TYPES,
  SALE_STATUSES,
  type LocationOption,
  type PropertySummary,
} from '../schemas/property'
import {
  propertyCardLabels,
  propertyTypeLabels,
  saleStatusLabels,
  template,
} from './content-labels'
import { ChosenProperties, type ChosenView } from './catalog-chosen'
import { DisplayPreferencesIsland } from './display-preferences-island'
import type { PageView } from './types'

const PRICE_STEPS = [100_000, 250_000, 500_000, 750_000, 1_000_000, 2_000_000, 3_000_000].concat([
  5_000_000, 10_000_000, 20_000_000,
])

interface CatalogData {
  query: PropertyQuery
  list: Page<PropertySummary>
  loadedPages: number
  locations: LocationOption[]
  /** `?view=saved|compare&ids=...`: the visitor's chosen properties instead of a search */
  chosen?: ChosenView
}

/** The filters a page was asked for; `page` says how many pages of results to show at once. */
function catalogQuery(url: URL): PropertyQuery {
  return parseLenient(PropertyQuerySchema, Object.fromEntries(url.searchParams))
}

async function load({ env, url, locale }: Parameters<NonNullable<PageView['load']>>[0]) {
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

function Filters({ query, locations }: Pick<CatalogData, 'query' | 'locations'>) {
  const { t, locale } = usePage()
  const types = propertyTypeLabels(t)
  const statuses = saleStatusLabels(t)
  const prices = [...new Set([...PRICE_STEPS, query.minPrice, query.maxPrice])]
    .filter((value): value is number => value !== undefined && value > 0)
    .sort((a, b) => a - b)
  const priceOptions = prices.map((value) => ({
    value,
    label: formatMoneyShort(locale.iso, value, 'USD'),
  }))
  const areas = locations.filter((option) => option.kind === 'area')
  const developments = locations.filter((option) => option.kind === 'development')
  const known = locations.some((option) => option.slug === query.location)

  return (
    <form method="get" action={localePath('catalog', locale.code)} role="search" className="mt-8">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="catalog-q" className="sr-only">
          {t('catalog.searchLabel')}
        </label>
        <input
          id="catalog-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder={t('catalog.searchPlaceholder')}
          className="block w-full flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="min-h-12 rounded-full bg-primary-700 px-8 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {t('catalog.search')}
        </button>
      </div>
      <fieldset className="mt-5 grid grid-cols-2 gap-x-3 gap-y-4 md:grid-cols-4">
        <legend className="sr-only">{t('catalog.filtersLabel')}</legend>
        <FilterSelect
          id="catalog-location"
          name="location"
          label={t('catalog.location')}
          value={known ? query.location : ''}
          first={{ label: t('catalog.anyLocation') }}
          options={[]}
          className="col-span-2 md:col-span-1"
        >
          <optgroup label={t('catalog.communities')}>
            {areas.map((option) => (
              <option key={option.slug} value={option.slug}>
                {`${option.name} (${option.count})`}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('catalog.developments')}>
            {developments.map((option) => (
              <option key={option.slug} value={option.slug}>
                {`${option.name} (${option.count})`}
              </option>
            ))}
          </optgroup>
        </FilterSelect>
        <FilterSelect
          id="catalog-type"
          name="type"
          label={t('catalog.type')}
          value={query.type}
          first={{ label: t('catalog.anyType') }}
          options={PROPERTY_TYPES.map((type) => ({ value: type, label: types[type] }))}
        />
        <FilterSelect
          id="catalog-status"
          name="status"
          label={t('catalog.status')}
          value={query.status}
          first={{ label: t('catalog.anyStatus') }}
          options={SALE_STATUSES.map((status) => ({ value: status, label: statuses[status] }))}
        />
        <FilterSelect
          id="catalog-min-price"
          name="minPrice"
          label={t('catalog.minPrice')}
          value={query.minPrice?.toString()}
          first={{ label: t('catalog.noMin') }}
          options={priceOptions}
        />
        <FilterSelect
          id="catalog-max-price"
          name="maxPrice"
          label={t('catalog.maxPrice')}
          value={query.maxPrice?.toString()}
          first={{ label: t('catalog.noMax') }}
          options={priceOptions}
        />
        <FilterSelect
          id="catalog-bedrooms"
          name="bedrooms"
          label={t('catalog.bedrooms')}
          value={query.bedrooms?.toString()}
          first={{ value: 'any', label: t('catalog.anyBedrooms') }}
          options={BEDROOM_OPTIONS.map((count) => ({
            value: count,
            label: count === 0 ? t('catalog.card.studio') : t('catalog.bedroomsAtLeast', { count }),
          }))}
        />
        <FilterSelect
          id="catalog-sort"
          name="sort"
          label={t('catalog.sort')}
          value={query.sort}
          first={{ value: 'newest', label: t('catalog.sortNewest') }}
          options={[
            { value: 'price-asc', label: t('catalog.sortPriceAsc') },
            { value: 'price-desc', label: t('catalog.sortPriceDesc') },
          ]}
        />
      </fieldset>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="min-h-11 rounded-full bg-slate-900 px-6 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
        >
          {t('catalog.apply')}
        </button>
        <a
          href={localePath('catalog', locale.code)}
          className="min-h-11 px-2 py-2.5 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
        >
          {t('catalog.clear')}
        </a>
      </div>
    </form>
  )
}

function Catalog({ data }: { data: CatalogData }) {
  const { t, locale } = usePage()
  const { list, query } = data
  if (data.chosen) return <ChosenProperties chosen={data.chosen} />
  const count = t.plural('catalog.count', list.total)
  return (
    <>
      <PageHero heading={t('pages.catalog.heading')} intro={t('pages.catalog.intro')}>
        <Filters query={query} locations={data.locations} />
      </PageHero>
      <section
        aria-labelledby="catalog-count"
        className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8"
      >
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h2 id="catalog-count" className="text-xl font-semibold text-slate-900 dark:text-white">
            {count}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <Island
              name="saved-links"
              component={SavedLinks}
              props={{
                catalogPath: localePath('catalog', locale.code),
                labels: {
                  saved: template(t, 'catalog.savedLink', 'count'),
                  compare: template(t, 'catalog.compareLink', 'count'),
                },
              }}
            />
            <DisplayPreferencesIsland />
          </div>
        </div>
        {list.total === 0 ? (
          <EmptyResults
            title={t('catalog.emptyTitle')}
            help={t('catalog.emptyHelp')}
            actions={[
              { href: localePath('catalog', locale.code), label: t('catalog.clear') },
              {
                href: `${localePath('contact', locale.code)}?kind=consultation`,
                label: t('catalog.emptyAction'),
                primary: true,
              },
            ]}
          />
        ) : (
          <Island
            name="catalog-results"
            component={CatalogResults}
            props={{
              items: list.items,
              total: list.total,
              loadedPages: data.loadedPages,
              pageSize: DEFAULT_PAGE_SIZE,
              query: toSearchParams(query).toString(),
              localeIso: locale.iso,
              detailBase: localePath('catalog-id', locale.code, { id: 0 }).slice(0, -1),
              contactPath: localePath('contact', locale.code),
              labels: {
                ...propertyCardLabels(t),
                list: t('catalog.results'),
                loadMore: t('catalog.loadMore'),
                loading: t('catalog.loading'),
                loadError: t('catalog.loadError'),
                showing: template(t, 'catalog.showing', 'shown', 'total'),
              },
            }}
          />
        )}
      </section>
    </>
  )
}

export const catalogPage: PageView<CatalogData> = { load, Component: Catalog }
