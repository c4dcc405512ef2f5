import { EmptyResults } from '../components/empty-results'
import { FilterSelect } from '../components/filter-select'
import { Island } from '../components/island'
import { Icon } from '../components/marketing/icons'
import { usePage } from '../components/page-context'
import { PageHero } from '../components/page-hero'
import { getProperty, listLocations, listProperties } from '../content'
import { localePath } from '../route-table'
import CatalogResults from '../islands/catalog-results'
import SavedLinks from '../islands/saved-links'
import { COMPARE_LIMIT } from '../browser/saved-properties'
import { formatMoneyShort } from '../lib/currency'
import { formatNumber } from '../i18n/format'
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
  PRICE_STEPS,
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

const FILTER_SHEET_ID = 'catalog-filters'

/** The filters of the query shown as chips, each a link to the same search without it. */
function useActiveFilters(query: PropertyQuery, locations: LocationOption[]) {
  const { t, locale } = usePage()
  const types = propertyTypeLabels(t)
  const statuses = saleStatusLabels(t)
  const money = (usd: number) => formatMoneyShort(locale.iso, usd, 'USD')
  const labels: [keyof PropertyQuery, string | undefined][] = [
    ['q', query.q],
    ['location', locations.find((option) => option.slug === query.location)?.name],
    ['type', query.type && types[query.type]],
    ['status', query.status && statuses[query.status]],
    ['minPrice', query.minPrice ? `${t('catalog.minPrice')}: ${money(query.minPrice)}` : undefined],
    ['maxPrice', query.maxPrice ? `${t('catalog.maxPrice')}: ${money(query.maxPrice)}` : undefined],
    [
      'bedrooms',
      query.bedrooms === undefined
        ? undefined
        : query.bedrooms === 0
          ? t('catalog.card.studio')
          : `${t('catalog.bedrooms')}: ${t('catalog.bedroomsAtLeast', { count: query.bedrooms })}`,
    ],
  ]
  const base = localePath('catalog', locale.code)
  return labels.flatMap(([key, label]) => {
    if (!label) return []
    const rest = toSearchParams({ ...query, [key]: undefined, page: undefined }).toString()
    return [{ key, label, href: rest ? `${base}?${rest}` : base }]
  })
}

/**
 * The search form, a plain GET form. On a phone the filters wait behind one button in a sheet
 * (a native popover: it opens, closes on Escape and submits without any JavaScript) so that the
 * results come first; from the md breakpoint they stand in the page and the Search button
 * sends everything.
 */
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
  const chips = useActiveFilters(query, locations)
  const filterCount = chips.filter((chip) => chip.key !== 'q').length

  return (
    <form
      method="get"
      action={localePath('catalog', locale.code)}
      role="search"
      className="mt-6 sm:mt-8"
    >
      {/* below sm the field takes the whole row, where its hint fits, and Filters goes under it */}
      <div className="flex gap-3 max-sm:flex-wrap">
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
          className="block w-full min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 max-sm:basis-full dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="hidden min-h-12 rounded-full bg-primary-700 px-8 py-3 font-semibold text-white hover:bg-primary-800 md:block"
        >
          {t('catalog.search')}
        </button>
        <button
          type="button"
          popoverTarget={FILTER_SHEET_ID}
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-900 shadow-sm md:hidden dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 fill-current">
            <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm2 5a1 1 0 0 1 1-1h8a1 1 0 1 1 0 2H6a1 1 0 0 1-1-1Zm3 4a1 1 0 0 0 0 2h4a1 1 0 1 0 0-2H8Z" />
          </svg>
          {t('catalog.filters')}
          {filterCount ? (
            <span className="rounded-full bg-primary-700 px-2 text-sm text-white">
              {formatNumber(locale, filterCount)}
            </span>
          ) : null}
        </button>
      </div>
      {chips.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('catalog.activeFilters')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <a
                href={chip.href}
                aria-label={t('catalog.removeFilter', { filter: chip.label })}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-primary-200 bg-white py-1 ps-3 pe-2 text-sm text-slate-800 hover:border-primary-600 dark:border-primary-800 dark:bg-slate-900 dark:text-slate-200"
              >
                <bdi>{chip.label}</bdi>
                <Icon name="close" className="size-4 opacity-60" />
              </a>
            </li>
          ))}
          <li>
            <a
              href={localePath('catalog', locale.code)}
              className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
            >
              {t('catalog.clear')}
            </a>
          </li>
        </ul>
      ) : null}
      <div
        id={FILTER_SHEET_ID}
        popover="auto"
        role="group"
        aria-labelledby="catalog-filters-title"
        className="max-md:inset-x-0 max-md:top-auto max-md:bottom-0 max-md:m-0 max-md:max-h-[85dvh] max-md:w-full max-md:max-w-none max-md:rounded-t-2xl max-md:border-0 max-md:bg-white max-md:p-5 max-md:pb-[max(1.25rem,env(safe-area-inset-bottom))] max-md:text-slate-900 max-md:shadow-2xl max-md:backdrop:bg-slate-950/50 md:static md:block md:overflow-visible md:border-0 md:bg-transparent md:p-0 dark:max-md:bg-slate-900 dark:max-md:text-white"
      >
        <div className="mb-4 flex items-center justify-between gap-4 md:hidden">
          <h2 id="catalog-filters-title" className="text-lg font-semibold">
            {t('catalog.filtersLabel')}
          </h2>
          <button
            type="button"
            popoverTarget={FILTER_SHEET_ID}
            popoverTargetAction="hide"
            aria-label={t('catalog.closeFilters')}
            className="-me-2 grid size-11 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <fieldset className="grid grid-cols-2 gap-x-3 gap-y-4 md:mt-5 md:grid-cols-4">
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
              label:
                count === 0 ? t('catalog.card.studio') : t('catalog.bedroomsAtLeast', { count }),
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
        <div className="mt-6 flex flex-wrap items-center gap-4 md:hidden">
          <button
            type="submit"
            className="min-h-12 flex-1 rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
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
      </div>
    </form>
  )
}

function Catalog({ data }: { data: CatalogData }) {
  const { t, locale } = usePage()
  const { list, query } = data
  if (data.chosen) return <ChosenProperties chosen={data.chosen} />
  // a catalogue past 1,000 matches is counted to 1,000 only: "1000+ projects found"
  const count = t.plural(
    'catalog.count',
    list.total,
    list.totalIsLowerBound ? { count: `${list.total}+` } : undefined
  )
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
              totalIsLowerBound: list.totalIsLowerBound,
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
