import { FilterActions, FilterSelect } from '../../components/filter-select'
import { Icon } from '../../components/marketing/icons'
import { usePage } from '../../components/page-context'
import { localePath } from '../../route-table'
import { formatMoneyShort } from '../../lib/compact-money'
import { formatNumber } from '../../i18n/format'
import { BEDROOM_OPTIONS, PRICE_STEPS, PROPERTY_TYPES, SALE_STATUSES } from '../../schemas/property'
import { propertyTypeLabels, saleStatusLabels } from '../content-labels'
import { useActiveFilters } from './active-filters'
import { CatalogData } from './data'

// The search form: a bottom sheet behind one button on a phone, in the page from md on, and the
// active filters as chips.

export const FILTER_SHEET_ID = 'catalog-filters'

/**
 * The search form, a plain GET form. On a phone the filters wait behind one button in a sheet
 * (a native popover: it opens, closes on Escape and submits without any JavaScript) so that the
 * results come first; from the md breakpoint they stand in the page and the Search button
 * sends everything.
 */
export function Filters({ query, locations }: Pick<CatalogData, 'query' | 'locations'>) {
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
          <FilterActions
            apply={t('catalog.apply')}
            clear={t('catalog.clear')}
            clearHref={localePath('catalog', locale.code)}
            size="wide"
          />
        </div>
      </div>
    </form>
  )
}
