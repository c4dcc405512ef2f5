import type { ReactNode } from 'react'
import { NamedLabel } from '../../components/named-label'
import { usePage } from '../../components/page-context'
import { areaIn, formatMoney } from '../../lib/currency'
import type { Property } from '../../schemas/property'
import { propertyTypeLabels, saleStatusLabels } from '../content-labels'
import { H2, monthYear, SECTION } from './shared'
import { numberFormat } from '../../i18n/intl'
import { template } from '../../i18n/messages'

export function Facts({ property }: { property: Property }) {
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
        value: numberFormat(locale.iso).format(areaIn(property.sizeSqft, 'sqft')),
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

export function Paragraphs({ text }: { text: string }) {
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

export function Neighbourhood({ property }: { property: Property }) {
  const { t } = usePage()
  const [first, ...rest] = property.neighbourhood.split(/\n\s*\n/).filter(Boolean)
  if (!first) return null
  return (
    <section aria-labelledby="neighbourhood" className={SECTION}>
      <h2 id="neighbourhood" className={H2}>
        <NamedLabel
          label={t('property.neighbourhood')}
          named={t('property.neighbourhoodNamed', { area: property.area.name })}
        />
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
