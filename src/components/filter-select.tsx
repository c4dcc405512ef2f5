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
