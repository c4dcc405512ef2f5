import { cn } from '../../lib/cn'
import { usePage } from '../../components/page-context'
import { Specimen } from './specimens'

// Specimens of the kit's toasts (static, as they appear) and its colour tokens.

export function StaticToast({
  tone,
  title,
  text,
}: {
  tone: 'success' | 'error' | 'info'
  title: string
  text: string
}) {
  const border = {
    success: 'border-primary-600',
    error: 'border-red-600',
    info: 'border-secondary-600',
  }[tone]
  return (
    <div
      className={cn(
        'grid gap-1 rounded-xl border-s-4 bg-white p-4 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700',
        border
      )}
    >
      <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{text}</p>
    </div>
  )
}

export function Colours() {
  const { t } = usePage()
  const scales = [
    {
      name: t('kit.colours.primary'),
      swatches: [
        'bg-primary-50',
        'bg-primary-100',
        'bg-primary-300',
        'bg-primary-500',
        'bg-primary-700',
        'bg-primary-900',
        'bg-primary-950',
      ],
    },
    {
      name: t('kit.colours.secondary'),
      swatches: [
        'bg-secondary-50',
        'bg-secondary-100',
        'bg-secondary-300',
        'bg-secondary-500',
        'bg-secondary-700',
        'bg-secondary-900',
        'bg-secondary-950',
      ],
    },
    {
      name: t('kit.colours.neutral'),
      swatches: [
        'bg-slate-50',
        'bg-slate-100',
        'bg-slate-300',
        'bg-slate-500',
        'bg-slate-700',
        'bg-slate-900',
        'bg-slate-950',
      ],
    },
  ]
  return (
    <div className="grid gap-6">
      {scales.map((scale) => (
        <Specimen key={scale.name} label={scale.name}>
          <ul className="grid grid-cols-7 gap-2">
            {scale.swatches.map((swatch) => (
              <li key={swatch}>
                <span className={cn('block h-14 rounded-lg ring-1 ring-slate-900/10', swatch)} />
                <span className="mt-1 block truncate text-xs text-slate-600 dark:text-slate-400">
                  {swatch.replace('bg-', '')}
                </span>
              </li>
            ))}
          </ul>
        </Specimen>
      ))}
    </div>
  )
}
