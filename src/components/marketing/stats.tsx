import type { MessageKey, Translate } from '../../i18n/messages'
import { cn } from '../../lib/cn'

export interface Stat {
  value: string
  label: string
}

// SPEC.md section 1 keeps two versions of the company statistics: the general pages show one,
// the partner page the other. Both live in en.json under `company.stats`; the keys are typed, so
// a name missing from en.json fails the typecheck.
const GENERAL = [
  'partners',
  'consultants',
  'locations',
  'assets',
  'languages',
  'satisfaction',
] as const
const PARTNER = ['units', 'consultants', 'sales', 'languages'] as const

const stat = (t: Translate, value: MessageKey, label: MessageKey): Stat => ({
  value: t(value),
  label: t(label),
})

/** The statistics of the general pages: 300+ partners, 100+ consultants, 7 locations... */
export const generalStats = (t: Translate) =>
  GENERAL.map((name) =>
    stat(t, `company.stats.general.${name}.value`, `company.stats.general.${name}.label`)
  )
/** The partner page's statistics: 2500+ units sold, 80+ consultants, 2.1B sales, 23+ languages. */
export const partnerStats = (t: Translate) =>
  PARTNER.map((name) =>
    stat(t, `company.stats.partner.${name}.value`, `company.stats.partner.${name}.label`)
  )

/** Figures with their labels, as a description list. */
export function StatList({
  items,
  tone = 'light',
  className,
}: {
  items: Stat[]
  tone?: 'light' | 'dark'
  className?: string
}) {
  const dark = tone === 'dark'
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-px overflow-hidden rounded-2xl',
        items.length === 4 ? 'sm:grid-cols-4' : 'sm:grid-cols-3',
        // an odd last figure on a phone takes the whole row rather than leave a hole
        'max-sm:[&>:last-child:nth-child(odd)]:col-span-2',
        dark ? 'bg-white/15' : 'bg-slate-200 dark:bg-slate-800',
        className
      )}
    >
      {items.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col-reverse gap-1 p-5 sm:p-6',
            dark ? 'bg-primary-950' : 'bg-white dark:bg-slate-900'
          )}
        >
          <dt
            className={cn(
              'text-sm rtl:text-right',
              dark ? 'text-primary-100' : 'text-slate-600 dark:text-slate-400'
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              'text-3xl font-bold tracking-tight sm:text-4xl',
              dark ? 'text-white' : 'text-primary-800 dark:text-primary-300'
            )}
          >
            <bdi>{stat.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}
