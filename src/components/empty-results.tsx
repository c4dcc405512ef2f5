import { buttonClass } from './ui/button'
import { cn } from '../lib/cn'

interface EmptyResultsProps {
  title: string
  help: string
  /** the ways on, in order; the main one looks like a primary button */
  actions: { href: string; label: string; primary?: boolean }[]
}

/** What a filtered list shows when nothing matches: what happened and two ways on. */
export function EmptyResults({ title, help, actions }: EmptyResultsProps) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <p className="mx-auto max-w-2xl text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-300">{help}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {actions.map((action) => (
          <a
            key={action.href}
            href={action.href}
            className={cn(buttonClass(action.primary ? 'primary' : 'secondary'), 'text-center')}
          >
            {action.label}
          </a>
        ))}
      </div>
    </div>
  )
}
