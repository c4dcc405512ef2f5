import { usePage } from '../page-context'
import { cn } from '../../lib/cn'
import { numberFormat } from '../../i18n/intl'

export interface PlanStage {
  label: string
  percent: number
}

const WIDTH = 600
const HEIGHT = 56
const TONES = ['fill-primary-700', 'fill-secondary-700', 'fill-slate-700'] as const
const LEGEND = ['bg-primary-700', 'bg-secondary-700', 'bg-slate-700'] as const

/**
 * A payment plan as one bar split into its stages, drawn in SVG on the server. The stages run
 * in the reading direction (right to left in Arabic and Hebrew); percentages are centred in
 * their segments so they read the same either way, and the legend repeats them as text.
 */
export function PaymentPlanBar({ stages, title }: { stages: PlanStage[]; title: string }) {
  const { locale } = usePage()
  const rtl = locale.dir === 'rtl'
  const percent = numberFormat(locale.iso, { style: 'percent' })
  const segments = stages.map((stage, index) => {
    const start = stages.slice(0, index).reduce((sum, previous) => sum + previous.percent, 0)
    const width = (stage.percent / 100) * WIDTH
    const offset = (start / 100) * WIDTH
    const x = rtl ? WIDTH - offset - width : offset
    return { ...stage, x, width, tone: TONES[index % TONES.length]! }
  })
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={title}
        className="h-auto w-full"
      >
        {segments.map((segment) => (
          <g key={segment.label}>
            <rect
              x={segment.x + 1}
              y="0"
              width={segment.width - 2}
              height={HEIGHT}
              rx="10"
              className={segment.tone}
            />
            <text
              x={segment.x + segment.width / 2}
              y={HEIGHT / 2 + 7}
              textAnchor="middle"
              fontSize="20"
              fontWeight="700"
              className="fill-white"
            >
              {percent.format(segment.percent / 100)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <ol className="mt-5 grid gap-3 sm:grid-cols-3">
          {stages.map((stage, index) => (
            <li key={stage.label} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={cn('size-3 shrink-0 rounded-full', LEGEND[index % LEGEND.length])}
              />
              <span className="font-semibold text-slate-900 dark:text-white">
                {percent.format(stage.percent / 100)}
              </span>
              <span className="text-slate-700 rtl:text-right dark:text-slate-300">
                {stage.label}
              </span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  )
}
