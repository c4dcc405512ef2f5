import { useId, type ReactNode } from 'react'
import { TickIcon } from '../tick-icon'
import { cn } from '../../lib/cn'

const TONES = {
  plain: 'bg-white dark:bg-slate-950',
  muted: 'bg-slate-50 dark:bg-slate-900',
  brand: 'bg-primary-950 text-white',
} as const

interface SectionProps {
  /** the in-page anchor; anchors land below the sticky header (scroll-padding-top) */
  id?: string
  eyebrow?: string
  heading: string
  intro?: string
  tone?: keyof typeof TONES
  /** centre the heading block (short sections), or keep it at the start */
  centered?: boolean
  /**
   * From the lg breakpoint, the heading block beside the content instead of above it, with
   * `actions` under it: for content that reads in one narrow column (questions and answers)
   */
  beside?: { actions?: ReactNode }
  children?: ReactNode
  className?: string
}

/**
 * A band of a marketing page: eyebrow, heading and introduction, then its content. Labelled by
 * its heading, so each section is a landmark a screen reader can jump to.
 */
export function Section(props: SectionProps) {
  const {
    id,
    eyebrow,
    heading,
    intro,
    tone = 'plain',
    centered,
    beside,
    children,
    className,
  } = props
  const generated = useId().replace(/[^\w-]/g, '')
  const headingId = `${id ?? generated}-heading`
  const dark = tone === 'brand'
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('defer-offscreen', TONES[tone], className)}
    >
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8',
          beside && 'lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16'
        )}
      >
        <div className={cn('max-w-3xl', centered && 'mx-auto text-center')}>
          {eyebrow ? (
            <p
              className={cn(
                'mb-3 text-sm font-semibold tracking-wide uppercase',
                !centered && 'rtl:text-right',
                dark ? 'text-primary-300' : 'text-primary-700 dark:text-primary-300'
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={cn(
              'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
              !centered && 'rtl:text-right',
              dark ? 'text-white' : 'text-slate-900 dark:text-white'
            )}
          >
            {heading}
          </h2>
          {intro ? (
            <p
              className={cn(
                'mt-4 text-lg leading-8 text-pretty',
                !centered && 'rtl:text-right',
                dark ? 'text-primary-100' : 'text-slate-700 dark:text-slate-300'
              )}
            >
              {intro}
            </p>
          ) : null}
          {beside?.actions ? (
            <div className="mt-8 flex flex-wrap gap-3">{beside.actions}</div>
          ) : null}
        </div>
        {children ? (
          <div className={cn('mt-10 sm:mt-12', beside && 'lg:mt-0')}>{children}</div>
        ) : null}
      </div>
    </section>
  )
}

/** A card of text with an optional icon, for grids of reasons, values and services. */
export function FeatureCard({
  icon,
  title,
  children,
  headingLevel = 3,
}: {
  icon?: ReactNode
  title: string
  children: ReactNode
  headingLevel?: 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {icon}
      <Heading className="text-lg font-semibold text-slate-900 rtl:text-right dark:text-white">
        {title}
      </Heading>
      <div className="leading-7 text-slate-700 rtl:text-right dark:text-slate-300">{children}</div>
    </div>
  )
}

/** A list of short points with check marks. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <TickIcon className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-400" />
          <span className="text-slate-700 rtl:text-right dark:text-slate-300">{item}</span>
        </li>
      ))}
    </ul>
  )
}
