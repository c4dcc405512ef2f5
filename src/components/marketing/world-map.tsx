import { useId } from 'react'
import { OFFICES, type Office } from '../../lib/company'
import { usePage } from '../page-context'
import { MAP_HEIGHT, MAP_WIDTH, project, worldLandPath } from './world-land'
import { cn } from '../../lib/cn'

export const officeCity = (office: Office) => `company.offices.${office.id}.city` as const
export const officeCountry = (office: Office) => `company.offices.${office.id}.country` as const

/** A curve from the head office to another, bowed towards the north like a flight path. */
function arc(from: [number, number], to: [number, number]): string {
  const [x1, y1] = from
  const [x2, y2] = to
  const lift = Math.hypot(x2 - x1, y2 - y1) * 0.3
  const cx = (x1 + x2) / 2
  const cy = (y1 + y2) / 2 - lift
  return `M${x1} ${y1}Q${cx.toFixed(1)} ${cy.toFixed(1)} ${x2} ${y2}`
}

/**
 * The 7 global locations on an inline SVG map (no image request, no script). Geography is never
 * mirrored in right-to-left pages; the labels are centred on their points so they read the same
 * either way, and the list beside the map carries the same information for screen readers and
 * for phones, where the labels would be too small.
 */
export function WorldMap({ showList = true }: { showList?: boolean }) {
  const { t } = usePage()
  const id = useId().replace(/[^\w-]/g, '')
  const [hq, ...others] = OFFICES
  const origin = project(hq!.lon, hq!.lat)
  return (
    <figure
      className={
        showList ? 'grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] lg:items-center' : ''
      }
    >
      <svg
        viewBox={`0 6 ${MAP_WIDTH} ${MAP_HEIGHT - 6}`}
        role="img"
        aria-labelledby={`${id}-title`}
        className="h-auto w-full text-slate-400/70 dark:text-slate-600"
      >
        <title id={`${id}-title`}>{t('company.mapTitle')}</title>
        <defs>
          <pattern id={`${id}-dots`} width="2" height="2" patternUnits="userSpaceOnUse">
            <circle cx="1" cy="1" r="0.62" fill="currentColor" />
          </pattern>
        </defs>
        <path d={worldLandPath()} fill={`url(#${id}-dots)`} />
        <g
          fill="none"
          strokeWidth="1.5"
          strokeDasharray="3 3"
          className="stroke-secondary-500 dark:stroke-secondary-400"
        >
          {others.map((office) => (
            <path
              key={office.id}
              d={arc(origin, project(office.lon, office.lat))}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </g>
        {OFFICES.map((office) => {
          const [x, y] = project(office.lon, office.lat)
          const main = office === hq
          return (
            <g key={office.id}>
              <circle
                cx={x}
                cy={y}
                r={main ? 4.5 : 3}
                className="fill-primary-500/25 dark:fill-primary-400/25"
              />
              <circle
                cx={x}
                cy={y}
                r={main ? 2 : 1.4}
                className="fill-primary-700 dark:fill-primary-400"
              />
              <text
                x={x + office.label.dx}
                y={y + office.label.dy}
                textAnchor="middle"
                fontSize={main ? 5 : 4.2}
                fontWeight={600}
                strokeWidth="1.2"
                paintOrder="stroke"
                className="hidden fill-slate-900 stroke-white sm:inline dark:fill-white dark:stroke-slate-950"
              >
                {t(officeCity(office))}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className={showList ? undefined : 'sr-only'}>
        <ol className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-1">
          {OFFICES.map((office) => (
            <li key={office.id} className="flex items-start gap-2.5">
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1.5 size-2.5 shrink-0 rounded-full',
                  office === hq
                    ? 'bg-primary-700 ring-4 ring-primary-200 dark:ring-primary-900'
                    : 'bg-primary-600'
                )}
              />
              <span className="rtl:text-right">
                <span className="block font-semibold text-slate-900 dark:text-white">
                  {t(officeCity(office))}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {office === hq ? t('company.headOffice') : t(officeCountry(office))}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  )
}
