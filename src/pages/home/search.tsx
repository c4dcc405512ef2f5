import { FilterSelect } from '../../components/filter-select'
import { usePage } from '../../components/page-context'
import { formatMoneyShort } from '../../lib/compact-money'
import { localePath } from '../../route-table'
import { PRICE_STEPS, PROPERTY_TYPES } from '../../schemas/property'
import { propertyTypeLabels } from '../content-labels'

/**
 * The home page's search: location, type and budget sent to the catalogue as a plain GET form,
 * so the first screen leads straight to matching listings, with or without JavaScript. On a
 * phone each field has the whole row: half of it cuts "Без максимума" or "Tutte le tipologie"
 * short behind the select's arrow.
 */
export function HeroSearch({ locations }: { locations: { slug: string; name: string }[] }) {
  const { t, locale } = usePage()
  const types = propertyTypeLabels(t)
  return (
    <form
      method="get"
      action={localePath('catalog', locale.code)}
      role="search"
      aria-label={t('catalog.searchLabel')}
      className="mt-6 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,2fr)_auto] sm:items-end lg:grid-cols-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <FilterSelect
        id="hero-location"
        name="location"
        label={t('catalog.location')}
        first={{ label: t('catalog.anyLocation') }}
        options={locations.map(({ slug, name }) => ({ value: slug, label: name }))}
        className="col-span-2 sm:col-span-1 lg:col-span-2"
      />
      <FilterSelect
        id="hero-type"
        name="type"
        label={t('catalog.type')}
        first={{ label: t('catalog.anyType') }}
        options={PROPERTY_TYPES.map((type) => ({ value: type, label: types[type] }))}
        className="col-span-2 sm:col-span-1"
      />
      <FilterSelect
        id="hero-budget"
        name="maxPrice"
        label={t('catalog.maxPrice')}
        first={{ label: t('catalog.noMax') }}
        options={PRICE_STEPS.map((usd) => ({
          value: usd,
          label: formatMoneyShort(locale.iso, usd, 'USD'),
        }))}
        className="col-span-2 sm:col-span-1"
      />
      <button
        type="submit"
        className="col-span-2 min-h-11 rounded-full bg-primary-700 px-6 py-2.5 font-semibold text-white hover:bg-primary-800 sm:col-span-1 lg:col-span-2"
      >
        {t('catalog.search')}
      </button>
    </form>
  )
}
