import type { MessageKey, Translate } from '../../i18n/messages'
import { cn } from '../../lib/cn'

export interface Stat {
  value: string
  label: string
}

// SPEC.md section 1 keeps two versions of the company statistics: the general pages show one,
// the partner page the other. Both live in en.json under `company.stats`.
const GENERAL = ['partners', 'consultants', 'locations', 'assets', 'languages', 'satisfaction']
const PARTNER = ['units', 'consultants', 'sales', 'languages']

function stats(t: Translate, set: 'general' | 'partner', names: string[]): Stat[] {
  return names.map((name) => ({
    value: t(`company.stats.${set}.${name}.value` as MessageKey),
    label: t(`company.stats.${set}.${name}.label` as MessageKey),
  }))
}

/** The statistics of the general pages: 300+ partners, 100+ consultants, 7 locations... */
export const generalStats = (t: Translate) => stats(t, 'general', GENERAL)
/** The partner page's statistics: 2500+ units sold, 80+ consultants, 2.1B sales, 23+ languages. */
export const partnerStats = (t: Translate) => stats(t, 'partner', PARTNER)

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
        'grid grid-cols-2 gap-px overflow-hidden rounded-2xl sm:grid-cols-3',
        // an odd last figure on a phone takes the whole row rather than leave a hole
        'max-sm:[&>:last-child:nth-child(odd)]:col-span-2',
        items.length === 4 && 'sm:grid-cols-4',
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
