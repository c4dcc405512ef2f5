import { ConsultantCard } from '../../components/consultant-card'
import { cn } from '../../lib/cn'
import { ContactBar } from '../../components/contact-bar'
import { DotSeparator } from '../../components/dot-separator'
import { Island } from '../../placements/island'
import { Breadcrumbs } from '../../components/marketing/breadcrumbs'
import { JsonLd } from '../../components/json-ld'
import { usePage } from '../../components/page-context'
import { PropertyGallery } from './gallery'
import { PropertyGrid } from '../property-grid'
import CostCalculator from '../../islands/cost-calculator'
import PropertyActions from '../../islands/property-actions'
import { SavedLinks } from '../../components/saved-links'
import { formatMoney } from '../../lib/currency'
import { localePath } from '../../route-table'
import { propertyTypeLabels, saleStatusLabels } from '../content-labels'
import { DisplayPreferencesIsland } from '../../placements/display-preferences-island'
import { definePage } from '../page'
import { H2, SECTION } from './shared'
import { Facts, Neighbourhood, Paragraphs } from './facts'
import { PaymentPlan } from './payment-plan'
import { FloorPlans, Permit } from './floor-plans'
import { listingJsonLd } from './json-ld'
import { resolveProperty, type PropertyData } from './data'
import route from './route'
import { template } from '../../i18n/messages'

function PropertyView({ data }: { data: PropertyData }) {
  const { t, locale, origin } = usePage()
  const { property, agent, similar, url } = data
  const contact = localePath('contact', locale.code)
  const types = propertyTypeLabels(t)
  const alt = property.priceUsd
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <JsonLd
        data={listingJsonLd(data, locale, origin, {
          typeName: types[property.type],
          permitName: t('property.permitTitle'),
        })}
      />
      {/* the photos come first on a phone; from md on, after the title (property-gallery.tsx) */}
      <div className="flex flex-col">
        <PropertyGallery photos={property.photos} />
        <Breadcrumbs
          className="mt-5 first:mt-0 md:mt-0"
          trail={[
            { name: t('property.catalog'), page: 'catalog' },
            { name: property.area.name, page: 'catalog', query: `location=${property.area.slug}` },
            { name: property.title },
          ]}
        />

        <header className="mt-5 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
              {types[property.type]}
              <DotSeparator />
              {saleStatusLabels(t)[property.status]}
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
              {property.title}
            </h1>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {/* a neutral separator: a comma is a Latin one, and the names mix scripts */}
              <bdi>{property.development.name}</bdi> · <bdi>{property.area.name}</bdi> ·{' '}
              <bdi>{property.developer}</bdi>
            </p>
            <dl className="mt-4">
              <dt className="sr-only">{t('property.price')}</dt>
              <dd>
                <span data-usd={alt} className="text-3xl font-bold text-slate-900 dark:text-white">
                  {formatMoney(locale.iso, alt, 'USD')}
                </span>{' '}
                {/* "≈ AED 14,500,000" stays on one line: the sign never dangles after the price */}
                <span
                  data-usd={alt}
                  data-money="alt"
                  className="whitespace-nowrap text-slate-600 dark:text-slate-400"
                >
                  {t('catalog.card.alsoIn', { amount: formatMoney(locale.iso, alt, 'AED') })}
                </span>
              </dd>
            </dl>
          </div>
          <div className="flex flex-col gap-3 lg:items-end">
            <DisplayPreferencesIsland />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm lg:justify-end">
              <Island
                name="property-actions"
                component={PropertyActions}
                props={{
                  id: property.id,
                  title: property.title,
                  text: t('property.shareText', {
                    title: property.title,
                    area: property.area.name,
                  }),
                  url,
                  labels: {
                    group: t('property.actions'),
                    share: t('property.shareButton'),
                    linkCopied: t('property.linkCopied'),
                    copyFailed: t('property.copyFailed'),
                    save: t('property.save'),
                    saved: t('property.saved'),
                    compare: t('property.compare'),
                    comparing: t('property.comparing'),
                    compareFull: t('property.compareFull'),
                  },
                }}
                hydrate="interaction"
              />
              <SavedLinks
                look="text"
                catalogPath={localePath('catalog', locale.code)}
                labels={{
                  saved: template(t, 'catalog.savedLink', 'count'),
                  compare: template(t, 'catalog.compareLink', 'count'),
                }}
              />
            </div>
          </div>
        </header>
      </div>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-1 gap-10">
          <Facts property={property} />

          <section aria-labelledby="about" className={SECTION}>
            <h2 id="about" className={H2}>
              {t('property.about')}
            </h2>
            <Paragraphs text={property.description} />
          </section>

          {property.amenities.length > 0 ? (
            <section aria-labelledby="amenities" className={SECTION}>
              <h2 id="amenities" className={H2}>
                {t('property.amenities')}
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {property.amenities.map((amenity) => (
                  <li
                    key={amenity}
                    className="flex items-center gap-3 text-slate-800 dark:text-slate-200"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="size-5 shrink-0 text-primary-700 dark:text-primary-400"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                    >
                      <path d="m5 12 5 5L20 7" />
                    </svg>
                    <span>{amenity}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <Neighbourhood property={property} />
          <PaymentPlan property={property} />
          {property.floorPlans.length > 0 ? (
            <FloorPlans property={property} contact={contact} />
          ) : null}

          <Island
            name="cost-calculator"
            component={CostCalculator}
            hydrate="interaction"
            props={{
              priceUsd: property.priceUsd,
              rentEstimateUsd: property.rentEstimateUsd,
              offPlan: property.status === 'off-plan',
              localeIso: locale.iso,
              initial: data.calculator,
              labels: {
                title: t('property.costs'),
                intro: t('property.costsIntro'),
                price: t('property.costPrice'),
                dld: t('property.costDld'),
                agency: t('property.costAgency'),
                registration: t('property.costRegistration'),
                total: t('property.costTotal'),
                cash: t('property.costCash'),
                buyer: t('property.buyer'),
                buyers: {
                  'non-resident': t('property.buyerNonResident'),
                  resident: t('property.buyerResident'),
                  national: t('property.buyerNational'),
                },
                downPayment: t('property.downPayment'),
                loan: t('property.loan'),
                ltv: template(t, 'property.ltv', 'ltv'),
                rate: t('property.rateLabel'),
                term: t('property.term'),
                termYears: t.forms('property.termYears'),
                monthly: t('property.monthly'),
                yield: t('property.yield'),
                rent: template(t, 'property.rent', 'amount'),
                update: t('property.update'),
                offPlanMortgage: t('property.offPlanMortgage'),
                note: t('property.costsNote'),
              },
            }}
          />
        </div>

        <aside className="grid content-start gap-5 lg:sticky lg:top-24 lg:self-start">
          {agent ? <ConsultantCard agent={agent} property={property} /> : null}
          <div className="grid gap-2">
            {property.brochure ? (
              <a
                href={`${contact}?kind=brochure&propertyId=${property.id}`}
                data-property-title={property.title}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-slate-900 px-4 text-center text-sm font-semibold text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
              >
                {t('property.downloadBrochure')}
              </a>
            ) : null}
            <a
              href={`${contact}?kind=floor-plan&propertyId=${property.id}`}
              data-property-title={property.title}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 px-4 text-center text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
            >
              {t('property.requestFloorPlan')}
            </a>
          </div>
          <Permit property={property} url={url} />
        </aside>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar" className={cn('mt-14', SECTION)}>
          <h2 id="similar" className={H2}>
            {t('property.similar')}
          </h2>
          <PropertyGrid properties={similar} className="mt-6" />
        </section>
      ) : null}
      <p className="mt-10">
        <a
          href={localePath('catalog', locale.code)}
          className="font-semibold text-primary-800 hover:underline dark:text-primary-300"
        >
          {t('property.backToCatalog')}
        </a>
      </p>
      <ContactBar source="property" agent={agent} property={property} inColumn />
    </article>
  )
}

export default definePage(route, { resolve: resolveProperty, Component: PropertyView })
