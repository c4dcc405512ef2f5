import { usePage } from '../components/page-context'
import { cn } from '../lib/cn'
import { PropertyCard } from '../components/property-card'
import { localePath } from '../route-table'
import type { PropertySummary } from '../schemas/property'
import { propertyCardLabels } from './content-labels'

interface PropertyGridProps {
  properties: PropertySummary[]
  /** the consultant whose listings these are: Request Call then asks for them */
  agentId?: number
  className?: string
}

/** Property cards under a section heading (featured, similar, a consultant's listings). */
export function PropertyGrid({ properties, agentId, className = '' }: PropertyGridProps) {
  const { t, locale } = usePage()
  const labels = propertyCardLabels(t)
  const contact = localePath('contact', locale.code)
  const withAgent = agentId ? `&agentId=${agentId}` : ''
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {properties.map((property) => (
        <li key={property.id} className="flex [&>article]:flex-1">
          <PropertyCard
            property={property}
            labels={labels}
            localeIso={locale.iso}
            href={localePath('catalog-id', locale.code, { id: property.id })}
            callHref={`${contact}?kind=call&propertyId=${property.id}${withAgent}`}
            headingLevel={3}
          />
        </li>
      ))}
    </ul>
  )
}
