import type { ReactNode } from 'react'

interface FilterSelectProps {
  id: string
  /** the query parameter it sets */
  name: string
  label: string
  /** the value in the address; the first option's when absent */
  value?: string
  /** the first option: no filter (value ''), or the default of a choice like sorting */
  first: { value?: string; label: string }
  options: { value: string | number; label: string }[]
  className?: string
  /** more options after `options` (option groups) */
  children?: ReactNode
}

/** One filter of a list page's GET form: a labelled select that works without JavaScript. */
export function FilterSelect(props: FilterSelectProps) {
  const { id, name, label, first, options, className, children } = props
  const firstValue = first.value ?? ''
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={props.value ?? firstValue}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      >
        <option value={firstValue}>{first.label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </div>
  )
}

/** The apply button's look: `wide` fills the row of the catalogue's phone filters. */
const APPLY_CLASS = {
  wide: 'min-h-12 flex-1 rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800',
  inline:
    'min-h-11 rounded-full bg-primary-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-primary-800',
} as const

interface FilterActionsProps {
  apply: string
  clear: string
  /** the list page without a filter */
  clearHref: string
  size: keyof typeof APPLY_CLASS
}

/** The end of a list page's GET form: apply the filters, or clear them all with a plain link. */
export function FilterActions({ apply, clear, clearHref, size }: FilterActionsProps) {
  return (
    <>
      <button type="submit" className={APPLY_CLASS[size]}>
        {apply}
      </button>
      <a
        href={clearHref}
        className="min-h-11 px-2 py-2.5 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
      >
        {clear}
      </a>
    </>
  )
}
