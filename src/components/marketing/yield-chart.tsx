import { usePage } from '../page-context'
import { cn } from '../../lib/cn'
import { numberFormat } from '../../i18n/intl'

export interface YieldBar {
  label: string
  /** gross yield in percent; `high` makes the bar a range (Dubai's 6-12%) */
  low: number
  high?: number
  highlight?: boolean
}

const ROW = 46
const SCALE_MAX = 12
/** wide screens get room to breathe; phones a narrower drawing, so its text stays legible */
const LAYOUTS = {
  wide: { width: 640, label: 120, className: 'max-sm:hidden' },
  narrow: { width: 380, label: 96, className: 'sm:hidden' },
} as const

/**
 * Horizontal bars of gross rental yield, drawn in SVG on the server. In right-to-left pages the
 * chart is mirrored: labels on the right, bars growing to the left. The text is positioned
 * explicitly (the SVG itself is laid out left to right), so it reads the same in both.
 */
export function YieldChart(props: YieldChartProps) {
  return (
    <>
      <Chart {...props} layout="wide" />
      <Chart {...props} layout="narrow" />
    </>
  )
}

interface YieldChartProps {
  bars: YieldBar[]
  title: string
  /** a range in the page's words, given the bar's low and high yields in percent */
  rangeLabel: (low: number, high: number) => string
}

function Chart(props: YieldChartProps & { layout: keyof typeof LAYOUTS }) {
  const { bars, title, rangeLabel } = props
  const { width: WIDTH, label: LABEL, className } = LAYOUTS[props.layout]
  const { locale } = usePage()
  const rtl = locale.dir === 'rtl'
  const percent = numberFormat(locale.iso, { style: 'percent', maximumFractionDigits: 1 })
  const pct = (value: number) => percent.format(value / 100)
  const valueOf = (bar: YieldBar) => (bar.high ? rangeLabel(bar.low, bar.high) : pct(bar.low))
  // room after the longest bar for its figure, about 8 units a character at 14 px bold: "من 6%
  // إلى 12%" needs more than "6% to 12%", and must not run off the drawing on a phone
  const longest = Math.max(...bars.map((bar) => valueOf(bar).length))
  const BAR_AREA = WIDTH - LABEL - Math.max(100, longest * 8 + 16)
  const x = (value: number) => (rtl ? WIDTH - value : value)
  const height = bars.length * ROW + 28
  const ticks = [0, 3, 6, 9, 12]
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={title}
      className={cn('h-auto w-full', className)}
      style={{ direction: 'ltr' }}
    >
      {ticks.map((tick) => {
        const at = x(LABEL + (tick / SCALE_MAX) * BAR_AREA)
        return (
          <g key={tick}>
            <line
              x1={at}
              x2={at}
              y1="0"
              y2={bars.length * ROW}
              className="stroke-slate-200 dark:stroke-slate-800"
              strokeDasharray="3 4"
            />
            <text
              x={at}
              y={bars.length * ROW + 20}
              textAnchor="middle"
              fontSize="12"
              className="fill-slate-500 dark:fill-slate-400"
            >
              {pct(tick)}
            </text>
          </g>
        )
      })}
      {bars.map((bar, index) => {
        const top = index * ROW + 8
        const solid = (bar.low / SCALE_MAX) * BAR_AREA
        const range = bar.high ? ((bar.high - bar.low) / SCALE_MAX) * BAR_AREA : 0
        const start = LABEL
        const value = valueOf(bar)
        const end = start + solid + range
        return (
          <g key={bar.label}>
            {/* each text runs in the page's direction (the svg's own is ltr, for the geometry):
                "من 6% إلى 12%" read left to right comes out as "%إلى 12 %من 6"; in rtl the start
                anchor is the text's right edge */}
            <text
              x={rtl ? WIDTH - 8 : 8}
              y={top + 20}
              direction={locale.dir}
              textAnchor="start"
              fontSize="15"
              fontWeight={bar.highlight ? 700 : 500}
              className={
                bar.highlight
                  ? 'fill-primary-800 dark:fill-primary-300'
                  : 'fill-slate-700 dark:fill-slate-300'
              }
            >
              {bar.label}
            </text>
            <rect
              x={rtl ? x(start + solid) : start}
              y={top}
              width={solid}
              height="28"
              rx="6"
              className={bar.highlight ? 'fill-primary-700' : 'fill-slate-400 dark:fill-slate-600'}
            />
            {range ? (
              <rect
                x={rtl ? x(end) : start + solid}
                y={top}
                width={range}
                height="28"
                rx="6"
                className="fill-primary-400"
              />
            ) : null}
            <text
              x={rtl ? x(end) - 8 : end + 8}
              y={top + 19}
              direction={locale.dir}
              textAnchor="start"
              fontSize="14"
              fontWeight="700"
              className={
                bar.highlight
                  ? 'fill-primary-800 dark:fill-primary-300'
                  : 'fill-slate-700 dark:fill-slate-300'
              }
            >
              {value}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
