import { areaIn, formatMoney, type AreaUnit, type Currency } from '../lib/currency'
import { fill, plural, type PluralForms } from '../i18n/template'
import type { PropertySummary, PropertyType, SaleStatus } from '../schemas/property'
import { DotSeparator } from './dot-separator'
import { NamedLabel } from './named-label'
import { Picture } from './picture'
import { cn } from '../lib/cn'
import { buttonClass } from './ui/button'
import { numberFormat } from '../i18n/intl'

/** The photo's width in the card grids: the screen's, half from 768 px, 400 px from 1280 px */
export const CARD_PHOTO_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'

/** Everything a card says, already translated: cards render in islands too. */
export interface PropertyCardLabels {
  types: Record<PropertyType, string>
  statuses: Record<SaleStatus, string>
  studio: string
  bedrooms: PluralForms
  bathrooms: PluralForms
  area: Record<AreaUnit, string>
  handover: string
  featured: string
  viewDetails: string
  /** `View Details: {{title}}`, the link's whole name for assistive technology */
  viewDetailsNamed: string
  requestCall: string
  requestCallNamed: string
  alsoIn: string
}

export interface PropertyCardProps {
  property: PropertySummary
  labels: PropertyCardLabels
  localeIso: string
  href: string
  callHref: string
  currency?: Currency
  unit?: AreaUnit
  /** the first cards of a page are above the fold */
  priority?: boolean
  /** heading level of the title in the page's outline */
  headingLevel?: 2 | 3
}

/**
 * A listing in a grid: photo, price, facts, and the two actions of SPEC.md (details, call). The
 * whole card opens the listing: the title's link is stretched over it (one link for assistive
 * technology, no photo link beside it), and the actions stand above the stretch as targets of
 * their own.
 */
export function PropertyCard({
  property,
  labels,
  localeIso,
  href,
  callHref,
  currency = 'USD',
  unit = 'sqft',
  priority = false,
  headingLevel = 2,
}: PropertyCardProps) {
  const Heading = `h${headingLevel}` as const
  const secondary: Currency = currency === 'AED' ? 'USD' : 'AED'
  const handoverYear = property.handoverDate?.slice(0, 4)
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[3/2] overflow-hidden">
        {property.photo ? (
          <Picture
            image={property.photo}
            sizes={CARD_PHOTO_SIZES}
            priority={priority}
            className="size-full"
          />
        ) : (
          <div className="size-full bg-slate-200 dark:bg-slate-800" />
        )}
        <div className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow-sm">
            {labels.statuses[property.status]}
          </span>
          {property.featured ? (
            <span className="rounded-full bg-secondary-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
              {labels.featured}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
            {labels.types[property.type]}
            <DotSeparator />
            <bdi>{property.area.name}</bdi>
          </p>
          <Heading className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
            <a
              href={href}
              className="after:absolute after:inset-0 hover:text-primary-700 dark:hover:text-primary-300"
            >
              {property.title}
            </a>
          </Heading>
        </div>
        <p>
          {/* data-usd and data-sqft: the island loader rewrites them in the stored currency and unit */}
          <span
            data-usd={property.priceUsd}
            className="block text-xl font-bold text-slate-900 dark:text-white"
          >
            {formatMoney(localeIso, property.priceUsd, currency)}
          </span>
          <span
            data-usd={property.priceUsd}
            data-money="alt"
            className="text-sm text-slate-600 dark:text-slate-400"
          >
            {fill(labels.alsoIn, { amount: formatMoney(localeIso, property.priceUsd, secondary) })}
          </span>
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          {property.bedrooms !== null ? (
            <li>
              {property.bedrooms === 0
                ? labels.studio
                : plural(localeIso, property.bedrooms, labels.bedrooms)}
            </li>
          ) : null}
          {property.bathrooms ? (
            <li>{plural(localeIso, property.bathrooms, labels.bathrooms)}</li>
          ) : null}
          <li data-sqft={property.sizeSqft}>
            {fill(labels.area[unit], {
              value: numberFormat(localeIso).format(areaIn(property.sizeSqft, unit)),
            })}
          </li>
          {handoverYear ? <li>{fill(labels.handover, { date: handoverYear })}</li> : null}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <a
            href={href}
            className={cn(buttonClass('primary', 'sm'), 'relative flex-1 text-center')}
          >
            <NamedLabel
              label={labels.viewDetails}
              named={fill(labels.viewDetailsNamed, { title: property.title })}
            />
          </a>
          <a
            href={callHref}
            data-property-title={property.title}
            className={cn(buttonClass('secondary', 'sm'), 'relative flex-1 text-center')}
          >
            <NamedLabel
              label={labels.requestCall}
              named={fill(labels.requestCallNamed, { title: property.title })}
            />
          </a>
        </div>
      </div>
    </article>
  )
}
