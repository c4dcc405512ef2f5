import { cn } from '../../lib/cn'

export interface StepItem {
  title: string
  text: string
}

/**
 * A numbered process. On phones the steps run down a vertical line; from the large breakpoint
 * they sit side by side, joined by a line that follows the reading direction.
 */
export function Steps({
  items,
  className,
  ringClass = 'ring-white dark:ring-slate-950',
}: {
  items: StepItem[]
  className?: string
  /** the section's background, so the numbers sit clear of the connecting line */
  ringClass?: string
}) {
  const columns = items.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'
  return (
    <ol className={cn('relative grid gap-8 lg:gap-6', columns, className)}>
      {items.map((step, index) => (
        <li key={step.title} className="relative flex gap-4 lg:flex-col">
          {index < items.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute start-5 top-12 -bottom-8 w-px bg-primary-200 lg:start-12 lg:-end-6 lg:top-5 lg:bottom-auto lg:h-px lg:w-auto dark:bg-primary-900"
            />
          ) : null}
          <span
            className={cn(
              'relative z-10 grid size-10 shrink-0 place-items-center rounded-full bg-primary-700 text-base font-bold text-white ring-4',
              ringClass
            )}
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900 rtl:text-right dark:text-white">
              {step.title}
            </h3>
            <p className="mt-2 leading-7 text-slate-700 rtl:text-right dark:text-slate-300">
              {step.text}
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}
