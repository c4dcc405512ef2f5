import { LEAD_PHOTO_SIZES } from './gallery'
import { getAgent, getProperty, listSimilarProperties } from '../../content'
import { BUYER_TYPES, DEFAULT_RATE_PERCENT, MAX_TERM_YEARS, type BuyerType } from '../../lib/costs'
import { formatMoney } from '../../lib/currency'
import { shareImage } from '../../lib/seo'
import { localePath } from '../../route-table'
import type { Agent } from '../../schemas/agent'
import type { Property, PropertySummary } from '../../schemas/property'
import { propertyTypeLabels, saleStatusLabels } from '../content-labels'
import type { ViewContext } from '../page'
import type { Resolved } from '../page'
import { numberFormat } from '../../i18n/intl'

export interface PropertyData {
  property: Property
  agent: Agent | null
  similar: PropertySummary[]
  /** the listing's canonical URL (its permit's QR code and JSON-LD) */
  url: string
  calculator: { buyer: BuyerType; ratePercent: number; years: number }
}

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

/** The listing (a 404 when there is none), its consultant and similar listings. */
export async function resolveProperty(ctx: ViewContext): Promise<Resolved<PropertyData> | null> {
  const { t, locale, env } = ctx
  const property = await getProperty(env, locale.code, Number(ctx.params.id))
  if (!property) return null
  const [agent, similar] = await Promise.all([
    property.agentId ? getAgent(env, locale.code, property.agentId) : null,
    listSimilarProperties(env, locale.code, property),
  ])
  const url = ctx.origin + localePath('catalog-id', locale.code, { id: property.id })
  return {
    meta: {
      title: t('property.metaTitle', { title: property.title, area: property.area.name }),
      description: t('property.metaDescription', {
        type: propertyTypeLabels(t)[property.type],
        area: property.area.name,
        size: t('currency.sqft', {
          value: numberFormat(locale.iso).format(property.sizeSqft),
        }),
        price: formatMoney(locale.iso, property.priceUsd, 'USD'),
        status: saleStatusLabels(t)[property.status],
        permit: property.permitNumber,
      }),
      image: property.photos[0] ? shareImage(property.photos[0]) : undefined,
      crumb: property.title,
      hero: property.photos[0] ? { image: property.photos[0], sizes: LEAD_PHOTO_SIZES } : undefined,
    },
    data: { property, agent, similar, url, calculator: calculatorInputs(ctx.url) },
  }
}
