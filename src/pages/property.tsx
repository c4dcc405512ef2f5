import type { ReactNode } from 'react'
import { ConsultantCard } from '../components/consultant-card'
import { ContactBar } from '../components/contact-bar'
import { Island } from '../components/island'
import { JsonLd } from '../components/json-ld'
import { usePage } from '../components/page-context'
import { Picture } from '../components/picture'
import { PropertyGallery, LEAD_PHOTO_SIZES } from './property-gallery'
import { PropertyGrid } from './property-grid'
import { getAgent, getProperty, listSimilarProperties } from '../content'
import type { Locale } from '../i18n/locales'
import CostCalculator from '../islands/cost-calculator'
import PropertyActions from '../islands/property-actions'
import { BUYER_TYPES, DEFAULT_RATE_PERCENT, MAX_TERM_YEARS, type BuyerType } from '../lib/costs'
import { areaIn, formatMoney } from '../lib/currency'
import { pictureSources } from '../lib/images'
import { shareImage } from '../lib/seo'
import { qrPath } from '../lib/qr'
import { localePath } from '../route-table'
import type { Agent } from '../schemas/agent'
import type { Instalment, Property, PropertySummary } from '../schemas/property'
import { propertyTypeLabels, saleStatusLabels, template } from './content-labels'
import { DisplayPreferencesIsland } from './display-preferences-island'
import type { PageView, ViewContext } from './types'

interface PropertyData {
  property: Property
  agent: Agent | null
  similar: PropertySummary[]
  url: string
  origin: string
  calculator: { buyer: BuyerType; ratePercent: number; years: number }
}

// `meta` and `load` receive the same context: fetch the listing once for both
const fetched = new WeakMap<ViewContext, Promise<Property | null>>()
function propertyOf(ctx: ViewContext): Promise<Property | null> {
  let promise = fetched.get(ctx)
  if (!promise) {
    promise = getProperty(ctx.env, ctx.locale.code, Number(ctx.params.id))
    fetched.set(ctx, promise)
  }
  return promise
}

const monthYear = (locale: Locale, date: string) =>
  new Intl.DateTimeFormat(locale.iso, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`)
  )
const fullDate = (locale: Locale, date: string) =>
  new Intl.DateTimeFormat(locale.iso, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`)
  )

/** The calculator's inputs from the URL (its form works without JavaScript), else defaults. */
function calculatorInputs(url: URL): PropertyData['calculator'] {
  const buyer = url.searchParams.get('buyer')
  const rate = Number(url.searchParams.get('rate'))
  const years = Number(url.searchParams.get('years'))
  return {
    buyer: BUYER_TYPES.includes(buyer as BuyerType) ? (buyer as BuyerType) : 'non-resident',
    ratePercent: rate > 0 && rate <= 20 ? rate : DEFAULT_RATE_PERCENT,
    years: [5, 10, 15, 20, 25].includes(years) ? years : MAX_TERM_YEARS,
  }
}

const propertyPage: PageView<PropertyData> = {
  async meta(ctx) {
    const property = await propertyOf(ctx)
    if (!property) return null
    const { t, locale } = ctx
    return {
      title: t('property.metaTitle', { title: property.title, area: property.area.name }),
      description: t('property.metaDescription', {
        type: propertyTypeLabels(t)[property.type],
        area: property.area.name,
        size: t('currency.sqft', {
          value: new Intl.NumberFormat(locale.iso).format(property.sizeSqft),
        }),
        price: formatMoney(locale.iso, property.priceUsd, 'USD'),
        status: saleStatusLabels(t)[property.status],
        permit: property.permitNumber,
      }),
      image: property.photos[0] ? shareImage(property.photos[0]) : undefined,
      crumb: property.title,
      hero: property.photos[0] ? { image: property.photos[0], sizes: LEAD_PHOTO_SIZES } : undefined,
    }
  },
  async load(ctx) {
    const property = (await propertyOf(ctx))!
    const [agent, similar] = await Promise.all([
      property.agentId ? getAgent(ctx.env, ctx.locale.code, property.agentId) : null,
      listSimilarProperties(ctx.env, ctx.locale.code, property),
    ])
    const origin = (ctx.env.PUBLIC_ORIGIN?.trim() || ctx.url.origin).replace(/\/+$/, '')
    const url = origin + localePath('catalog-id', ctx.locale.code, { id: property.id })
    return { property, agent, similar, url, origin, calculator: calculatorInputs(ctx.url) }
  },
  Component: PropertyView,
}
export { propertyPage }

const SECTION = 'border-t border-slate-200 pt-8 dark:border-slate-800'
const H2 = 'text-2xl font-semibold tracking-tight text-slate-900 dark:text-white'

function Facts({ property }: { property: Property }) {
  const { t, locale } = usePage()
  const types = propertyTypeLabels(t)
  const facts: [string, ReactNode][] = [
    [t('property.type'), types[property.type]],
    [t('property.status'), saleStatusLabels(t)[property.status]],
  ]
  if (property.bedrooms !== null) {
    facts.push([
      t('property.bedrooms'),
      property.bedrooms === 0 ? t('catalog.card.studio') : String(property.bedrooms),
    ])
  }
  if (property.bathrooms) facts.push([t('property.bathrooms'), String(property.bathrooms)])
  facts.push([
    t('property.size'),
    <span key="size" data-sqft={property.sizeSqft}>
      {t('currency.sqft', {
        value: new Intl.NumberFormat(locale.iso).format(areaIn(property.sizeSqft, 'sqft')),
      })}
    </span>,
  ])
  facts.push([t('property.community'), property.area.name])
  facts.push([t('property.development'), property.development.name])
  facts.push([t('property.developer'), property.developer])
  if (property.handoverDate) {
    facts.push([t('property.handover'), monthYear(locale, property.handoverDate)])
  }
  if (property.serviceChargeUsd) {
    // the amount sits inside a translated sentence and follows the chosen currency
    const [before, after] = template(t, 'property.serviceChargeValue', 'amount').split('{{amount}}')
    facts.push([
      t('property.serviceCharge'),
      <span key="charge">
        {before}
        <bdi data-usd={property.serviceChargeUsd}>
          {formatMoney(locale.iso, property.serviceChargeUsd, 'USD')}
        </bdi>
        {after}
      </span>,
    ])
  }
  return (
    <section aria-labelledby="facts" className="mt-8">
      <h2 id="facts" className="sr-only">
        {t('property.facts')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-2xl bg-slate-50 p-5 sm:grid-cols-3 dark:bg-slate-900">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {label}
            </dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="mt-4 leading-7 text-slate-700 dark:text-slate-300">
            {paragraph}
          </p>
        ))}
    </>
  )
}

function Neighbourhood({ property }: { property: Property }) {
  const { t } = usePage()
  const [first, ...rest] = property.neighbourhood.split(/\n\s*\n/).filter(Boolean)
  if (!first) return null
  return (
    <section aria-labelledby="neighbourhood" className={SECTION}>
      <h2 id="neighbourhood" className={H2}>
        {t('property.neighbourhood')}
        <span className="sr-only">: {property.area.name}</span>
      </h2>
      <Paragraphs text={first} />
      {rest.length > 0 ? (
        <details className="group mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center text-center font-semibold text-primary-800 hover:underline dark:text-primary-300 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{t('property.readMore')}</span>
            <span className="hidden group-open:inline">{t('property.readLess')}</span>
          </summary>
          <Paragraphs text={rest.join('\n\n')} />
        </details>
      ) : null}
    </section>
  )
}

type Phase = 'booking' | 'construction' | 'handover' | 'post'

function phaseOf(step: Instalment, index: number, handover: string): Phase {
  if (index === 0) return 'booking'
  if (!step.dueDate || step.dueDate === handover) return 'handover'
  return step.dueDate < handover ? 'construction' : 'post'
}

function PaymentPlan({ property }: { property: Property }) {
  const { t, locale } = usePage()
  const plan = property.paymentPlan
  if (!plan) return null
  const share = (value: number) =>
    new Intl.NumberFormat(locale.iso, { style: 'percent' }).format(value / 100)
  const phases: Record<Phase, number> = { booking: 0, construction: 0, handover: 0, post: 0 }
  plan.instalments.forEach((step, index) => {
    phases[phaseOf(step, index, plan.handoverDate)] += step.percent
  })
  const names: Record<Phase, string> = {
    booking: t('property.phaseBooking'),
    construction: t('property.phaseConstruction'),
    handover: t('property.phaseHandover'),
    post: t('property.phasePostHandover'),
  }
  const usd = (percent: number) => Math.round((property.priceUsd * percent) / 100)
  const money = (percent: number) => (
    <bdi data-usd={usd(percent)}>{formatMoney(locale.iso, usd(percent), 'USD')}</bdi>
  )
  return (
    <section aria-labelledby="payment-plan" className={SECTION}>
      <h2 id="payment-plan" className={H2}>
        {t('property.paymentPlan')}
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {t('property.paymentPlanIntro', {
          down: plan.downPaymentPercent,
          handover: monthYear(locale, plan.handoverDate),
        })}
      </p>
      <div className="mt-5 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {t('property.phase')}
              </th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">
                {t('property.share')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('property.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {(Object.keys(phases) as Phase[])
              .filter((phase) => phases[phase] > 0)
              .map((phase) => (
                <tr key={phase}>
                  <th scope="row" className="py-2 pe-4 text-start font-normal">
                    {names[phase]}
                  </th>
                  <td className="py-2 pe-4 text-end tabular-nums">{share(phases[phase])}</td>
                  <td className="py-2 text-end tabular-nums">{money(phases[phase])}</td>
                </tr>
              ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold dark:border-slate-700">
              <th scope="row" className="py-2 pe-4 text-start">
                {t('property.total')}
              </th>
              <td className="py-2 pe-4 text-end tabular-nums">{share(100)}</td>
              <td className="py-2 text-end tabular-nums">{money(100)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">
        {t('property.timeline')}
      </h3>
      <ol className="mt-4 border-s-2 border-primary-200 ps-6 dark:border-primary-900">
        {plan.instalments.map((step, index) => {
          const due = step.dueDate ?? plan.handoverDate
          return (
            <li key={index} className="relative pb-5 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute -start-[1.97rem] top-1 size-3.5 rounded-full border-2 border-white bg-primary-700 dark:border-slate-950"
              />
              <p className="text-sm font-semibold text-primary-800 dark:text-primary-300">
                <time dateTime={due}>{fullDate(locale, due)}</time>
              </p>
              <p className="text-slate-900 dark:text-white">
                {step.milestone}:{' '}
                <span className="font-semibold tabular-nums">{share(step.percent)}</span>
                <span className="text-slate-600 dark:text-slate-400"> · {money(step.percent)}</span>
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function FloorPlans({ property, contact }: { property: Property; contact: string }) {
  const { t } = usePage()
  return (
    <section aria-labelledby="floor-plans" className={SECTION}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="floor-plans" className={H2}>
          {t('property.floorPlans')}
        </h2>
        <a
          href={`${contact}?kind=floor-plan&propertyId=${property.id}`}
          data-property-title={property.title}
          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-center text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
        >
          {t('property.requestFloorPlan')}
        </a>
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {property.floorPlans.map((plan, index) => (
          <figure
            key={index}
            className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
          >
            <Picture
              image={plan.image}
              sizes="(min-width: 640px) 400px, 100vw"
              className="w-full"
            />
            <figcaption className="px-4 py-3 text-sm text-slate-700 dark:text-slate-300">
              {plan.label}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  )
}

function Permit({ property, url }: { property: Property; url: string }) {
  const { t } = usePage()
  const qr = qrPath(url)
  return (
    <section
      aria-labelledby="permit"
      className="flex items-center gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <svg
        role="img"
        aria-label={t('property.qrLabel', { permit: property.permitNumber })}
        viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
        className="size-24 shrink-0 rounded bg-white text-slate-950"
        shapeRendering="crispEdges"
      >
        <path d={qr.d} fill="currentColor" />
      </svg>
      <div>
        <h2 id="permit" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('property.permitTitle')}
        </h2>
        {/* a monospaced face has no Arabic or Hebrew: the sentence stays in the site's font */}
        <p className="mt-1 text-sm font-medium text-slate-800 tabular-nums dark:text-slate-200">
          {t('property.permitNumber', { permit: property.permitNumber })}
        </p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('property.permitHelp')}
        </p>
      </div>
    </section>
  )
}

function listingJsonLd(data: PropertyData, locale: Locale, typeName: string) {
  const { property, agent, url, origin } = data
  const images = property.photos
    .map((photo) => pictureSources(photo)?.fallback ?? photo.url)
    .filter(Boolean)
    .map((src) => (src!.startsWith('/') ? origin + src : src))
  const residence: Record<string, unknown> = {
    '@type':
      property.type === 'apartment' || property.type === 'penthouse'
        ? 'Apartment'
        : property.type === 'villa' || property.type === 'townhouse'
          ? 'SingleFamilyResidence'
          : 'Place',
    name: property.title,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Dubai',
      addressRegion: property.area.name,
      addressCountry: 'AE',
    },
    floorSize: { '@type': 'QuantitativeValue', value: property.sizeSqft, unitCode: 'FTK' },
  }
  if (property.bedrooms !== null) residence.numberOfBedrooms = property.bedrooms
  if (property.bathrooms !== null) residence.numberOfBathroomsTotal = property.bathrooms
  if (property.amenities.length) {
    residence.amenityFeature = property.amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    }))
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: property.description.split(/\n\s*\n/)[0],
    url,
    inLanguage: locale.iso,
    datePosted: property.listedAt,
    image: images,
    about: residence,
    offers: {
      '@type': 'Offer',
      category: typeName,
      url,
      price: property.priceUsd,
      priceCurrency: 'USD',
      availability:
        property.status === 'off-plan'
          ? 'https://schema.org/PreOrder'
          : 'https://schema.org/InStock',
      seller: agent
        ? {
            '@type': 'RealEstateAgent',
            name: agent.name,
            telephone: agent.phone,
            email: agent.email,
          }
        : undefined,
    },
    identifier: { '@type': 'PropertyValue', name: 'DLD permit', value: property.permitNumber },
  }
}

function PropertyView({ data }: { data: PropertyData }) {
  const { t, locale } = usePage()
  const { property, agent, similar, url } = data
  const contact = localePath('contact', locale.code)
  const types = propertyTypeLabels(t)
  const alt = property.priceUsd
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <JsonLd data={listingJsonLd(data, locale, types[property.type])} />
      {/* the photos come first on a phone; from md on, after the title (property-gallery.tsx) */}
      <div className="flex flex-col">
        <PropertyGallery photos={property.photos} />
        <nav
          aria-label={t('property.breadcrumb')}
          className="mt-5 text-sm text-slate-600 first:mt-0 md:mt-0 dark:text-slate-400"
        >
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <a href={localePath('catalog', locale.code)} className="hover:underline">
                {t('property.catalog')}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <a
                href={`${localePath('catalog', locale.code)}?location=${property.area.slug}`}
                className="hover:underline"
              >
                {property.area.name}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-slate-900 dark:text-white">
              {property.title}
            </li>
          </ol>
        </nav>

        <header className="mt-5 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
              {types[property.type]} · {saleStatusLabels(t)[property.status]}
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
              {property.title}
            </h1>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {property.development.name}, {property.area.name} · {property.developer}
            </p>
            <p className="mt-4">
              <span className="sr-only">{t('property.price')}: </span>
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
            </p>
          </div>
          <div className="flex flex-col gap-3 lg:items-end">
            <DisplayPreferencesIsland />
            <Island
              name="property-actions"
              component={PropertyActions}
              props={{
                id: property.id,
                title: property.title,
                text: t('property.shareText', { title: property.title, area: property.area.name }),
                url,
                catalogPath: localePath('catalog', locale.code),
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
                  compareLink: template(t, 'catalog.compareLink', 'count'),
                  savedLink: template(t, 'catalog.savedLink', 'count'),
                },
              }}
            />
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
                rate: t('property.rate'),
                rateUnit: t('property.rateUnit'),
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
        <section aria-labelledby="similar" className={`mt-14 ${SECTION}`}>
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
