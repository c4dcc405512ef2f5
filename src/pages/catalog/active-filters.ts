import { usePage } from '../../components/page-context'
import { localePath } from '../../route-table'
import { formatMoneyShort } from '../../lib/compact-money'
import { toSearchParams, type PropertyQuery } from '../../schemas/content-query'
import type { LocationOption } from '../../schemas/property'
import { propertyTypeLabels, saleStatusLabels } from '../content-labels'

/** The filters of the query shown as chips, each a link to the same search without it. */
export function useActiveFilters(query: PropertyQuery, locations: LocationOption[]) {
  const { t, locale } = usePage()
  const types = propertyTypeLabels(t)
  const statuses = saleStatusLabels(t)
  const money = (usd: number) => formatMoneyShort(locale.iso, usd, 'USD')
  const labels: [keyof PropertyQuery, string | undefined][] = [
    ['q', query.q],
    ['location', locations.find((option) => option.slug === query.location)?.name],
    ['type', query.type && types[query.type]],
    ['status', query.status && statuses[query.status]],
    [
      'minPrice',
      query.minPrice ? t('catalog.chips.minPrice', { amount: money(query.minPrice) }) : undefined,
    ],
    [
      'maxPrice',
      query.maxPrice ? t('catalog.chips.maxPrice', { amount: money(query.maxPrice) }) : undefined,
    ],
    [
      'bedrooms',
      query.bedrooms === undefined
        ? undefined
        : query.bedrooms === 0
          ? t('catalog.card.studio')
          : t('catalog.chips.bedrooms', { count: query.bedrooms }),
    ],
  ]
  const base = localePath('catalog', locale.code)
  return labels.flatMap(([key, label]) => {
    if (!label) return []
    const rest = toSearchParams({ ...query, [key]: undefined, page: undefined }).toString()
    return [{ key, label, href: rest ? `${base}?${rest}` : base }]
  })
}
