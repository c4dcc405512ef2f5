import { EmptyResults } from '../../components/empty-results'
import { Island } from '../../placements/island'
import { usePage } from '../../components/page-context'
import { PageHero } from '../../components/page-hero'
import { CARD_PHOTO_SIZES } from '../../components/property-card'
import { localePath } from '../../route-table'
import CatalogResults from '../../islands/catalog-results'
import { SavedLinks } from '../../components/saved-links'
import { DEFAULT_PAGE_SIZE, toSearchParams } from '../../schemas/content-query'
import { propertyCardLabels } from '../content-labels'
import { ChosenProperties } from './chosen'
import { DisplayPreferencesIsland } from '../../placements/display-preferences-island'
import { routeMeta } from '../marketing'
import { definePage } from '../page'
import route from './route'
import { filteredMeta } from './meta'
import { CatalogData, load } from './data'
import { Filters } from './filters'
import { template } from '../../i18n/messages'

function Catalog({ data }: { data: CatalogData }) {
  const { t, locale } = usePage()
  const { list, query } = data
  if (data.chosen) return <ChosenProperties chosen={data.chosen} />
  // a catalogue past 1,000 matches is counted to 1,000 only: "1000+ properties found"
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
            <SavedLinks
              catalogPath={localePath('catalog', locale.code)}
              labels={{
                saved: template(t, 'catalog.savedLink', 'count'),
                compare: template(t, 'catalog.compareLink', 'count'),
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
            hydrate="interaction"
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

export default definePage(route, {
  resolve: async (ctx) => {
    const data = await load(ctx)
    // The first card's photo is the largest paint on a phone: fetched before the body arrives
    const photo = data.list.items[0]?.photo
    const hero = photo ? { image: photo, sizes: CARD_PHOTO_SIZES } : undefined
    const meta = routeMeta(route, ctx.t)
    const named = data.chosen
      ? null
      : filteredMeta(ctx.t, ctx.locale.iso, data.query, data.locations)
    // the trail names the catalogue, whose address it links
    return { meta: { ...meta, ...named, crumb: named ? meta.title : undefined, hero }, data }
  },
  Component: Catalog,
})
