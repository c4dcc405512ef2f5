import { usePage } from '../../components/page-context'
import { PageHero } from '../../components/page-hero'
import { Picture } from '../../components/picture'
import { PropertyCard } from '../../components/property-card'
import { formatMoney } from '../../lib/currency'
import { localePath } from '../../route-table'
import type { Property, PropertySummary } from '../../schemas/property'
import { propertyCardLabels, propertyTypeLabels, saleStatusLabels } from '../content-labels'
import { dateTimeFormat, numberFormat } from '../../i18n/intl'

/** Saved or compared properties: chosen in the browser, named in the URL (`?view=&ids=`). */
export type ChosenView =
  { view: 'saved'; items: PropertySummary[] } | { view: 'compare'; items: Property[] }

export function ChosenProperties({ chosen }: { chosen: ChosenView }) {
  const { t, locale } = usePage()
  const catalog = localePath('catalog', locale.code)
  const contact = localePath('contact', locale.code)
  const saved = chosen.view === 'saved'
  return (
    <>
      <PageHero
        heading={saved ? t('catalog.savedTitle') : t('catalog.compareTitle')}
        intro={saved ? t('catalog.savedIntro') : t('catalog.compareIntro')}
      >
        <a
          href={catalog}
          className="mt-6 inline-flex min-h-11 items-center text-center font-semibold text-primary-800 hover:underline dark:text-primary-300"
        >
          {t('catalog.backToAll')}
        </a>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {chosen.items.length === 0 ? (
          <p className="text-lg text-slate-700 dark:text-slate-300">{t('catalog.chosenEmpty')}</p>
        ) : chosen.view === 'saved' ? (
          <ul
            aria-label={t('catalog.savedTitle')}
            className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
          >
            {chosen.items.map((item) => (
              <li key={item.id} className="flex [&>article]:flex-1">
                <PropertyCard
                  property={item}
                  labels={propertyCardLabels(t)}
                  localeIso={locale.iso}
                  href={localePath('catalog-id', locale.code, { id: item.id })}
                  callHref={`${contact}?kind=call&propertyId=${item.id}`}
                />
              </li>
            ))}
          </ul>
        ) : (
          <CompareTable items={chosen.items} />
        )}
      </div>
    </>
  )
}

function CompareTable({ items }: { items: Property[] }) {
  const { t, locale } = usePage()
  const types = propertyTypeLabels(t)
  const statuses = saleStatusLabels(t)
  const number = numberFormat(locale.iso)
  const percent = numberFormat(locale.iso, { style: 'percent', maximumFractionDigits: 1 })
  const monthYear = dateTimeFormat(locale.iso, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const none = t('catalog.compareNone')
  const money = (usd: number) => (
    <span data-usd={Math.round(usd)}>{formatMoney(locale.iso, usd, 'USD')}</span>
  )
  const rows: [string, (p: Property) => React.ReactNode][] = [
    [t('property.price'), (p) => money(p.priceUsd)],
    [t('property.type'), (p) => types[p.type]],
    [t('property.status'), (p) => statuses[p.status]],
    [t('property.community'), (p) => p.area.name],
    [
      t('property.bedrooms'),
      (p) =>
        p.bedrooms === null ? none : p.bedrooms === 0 ? t('catalog.card.studio') : p.bedrooms,
    ],
    [t('property.bathrooms'), (p) => p.bathrooms ?? none],
    [
      t('property.size'),
      (p) => (
        <span data-sqft={p.sizeSqft}>
          {t('currency.sqft', { value: number.format(p.sizeSqft) })}
        </span>
      ),
    ],
    [t('catalog.comparePricePerSqft'), (p) => money(p.priceUsd / p.sizeSqft)],
    [
      t('catalog.compareDown'),
      (p) => (p.paymentPlan ? percent.format(p.paymentPlan.downPaymentPercent / 100) : none),
    ],
    [
      t('property.handover'),
      (p) => (p.handoverDate ? monthYear.format(new Date(`${p.handoverDate}T00:00:00Z`)) : none),
    ],
    [
      t('catalog.compareYield'),
      (p) => (p.rentEstimateUsd ? percent.format(p.rentEstimateUsd / p.priceUsd) : none),
    ],
    [t('property.developer'), (p) => p.developer],
    [t('property.permitTitle'), (p) => p.permitNumber],
  ]
  return (
    <div
      role="region"
      aria-label={t('catalog.compareTable')}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full min-w-[36rem] table-fixed text-sm">
        <thead>
          <tr>
            <th
              scope="col"
              className="w-40 p-4 text-start align-bottom font-medium text-slate-600 dark:text-slate-400"
            >
              {t('catalog.compareProperty')}
            </th>
            {items.map((p) => (
              <th key={p.id} scope="col" className="p-4 text-start align-top">
                {p.photo ? (
                  <Picture
                    image={p.photo}
                    sizes="240px"
                    className="aspect-[3/2] w-full rounded-lg"
                  />
                ) : null}
                <a
                  href={localePath('catalog-id', locale.code, { id: p.id })}
                  className="mt-2 block font-semibold text-slate-900 hover:underline dark:text-white"
                >
                  {p.title}
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th
                scope="row"
                className="p-4 text-start font-medium text-slate-600 dark:text-slate-400"
              >
                {label}
              </th>
              {items.map((p) => (
                <td key={p.id} className="p-4 text-slate-900 tabular-nums dark:text-white">
                  {cell(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
