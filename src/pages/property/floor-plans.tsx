import { usePage } from '../../components/page-context'
import { Picture } from '../../components/picture'
import { qrPath } from '../../lib/qr'
import type { Property } from '../../schemas/property'
import { H2, SECTION } from './shared'

export function FloorPlans({ property, contact }: { property: Property; contact: string }) {
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

export function Permit({ property, url }: { property: Property; url: string }) {
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
