import { useId, useState } from 'react'
import { parseInvestment, partnerCommission } from '../lib/commission'
import { numberFormat } from '../i18n/intl'

export interface CommissionCalculatorProps {
  /** what the visitor sent without JavaScript (`?amount=`), or the default amount */
  initialAmount: string
  localeIso: string
  /** the page's own path: without JavaScript the form asks the server */
  action: string
  labels: {
    label: string
    hint: string
    result: string
    calculate: string
    invalid: string
  }
}

/**
 * The Refer & Earn calculator: an investment amount in US dollars in, the partner's commission
 * out, updated as the visitor types. The rate lives in src/lib/commission.ts, shared with the
 * page that states it. Without JavaScript the same form is a GET that the server answers.
 */
export default function CommissionCalculator(props: CommissionCalculatorProps) {
  const { labels, localeIso } = props
  const id = useId()
  const [text, setText] = useState(props.initialAmount)
  const amount = parseInvestment(text)
  const money = numberFormat(localeIso, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  })
  const invalid = amount === null && text.trim() !== ''
  return (
    <form
      method="get"
      action={`${props.action}#calculator`}
      className="grid gap-5"
      onSubmit={(event) => {
        // the result is already shown; keep it in the address so the link can be shared
        event.preventDefault()
        const query = new URLSearchParams({ amount: text.trim() })
        history.replaceState(history.state, '', `?${query}#calculator`)
      }}
    >
      <div className="grid gap-1.5">
        <label
          htmlFor={`${id}-amount`}
          className="text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {labels.label}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 start-0 grid place-items-center ps-4 text-slate-500 dark:text-slate-400"
            >
              USD
            </span>
            <input
              id={`${id}-amount`}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={`${id}-hint ${id}-error`}
              aria-invalid={invalid || undefined}
              className="block w-full rounded-xl border border-slate-300 bg-white py-3 ps-16 pe-4 text-lg font-semibold text-slate-900 focus:border-primary-600 focus:outline-2 focus:outline-primary-600/30 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
            />
          </div>
          <button
            type="submit"
            className="min-h-12 rounded-xl bg-slate-900 px-5 font-semibold text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
          >
            {labels.calculate}
          </button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {labels.hint}
        </p>
        <p
          id={`${id}-error`}
          aria-live="polite"
          className="text-sm text-red-700 empty:hidden dark:text-red-400"
        >
          {invalid ? labels.invalid : ''}
        </p>
      </div>
      <div className="rounded-2xl bg-primary-50 p-5 dark:bg-primary-950">
        <p
          className="text-sm font-medium text-primary-900 dark:text-primary-100"
          id={`${id}-result`}
        >
          {labels.result}
        </p>
        <output
          htmlFor={`${id}-amount`}
          aria-labelledby={`${id}-result`}
          aria-live="polite"
          className="mt-1 block text-4xl font-bold tracking-tight text-primary-800 dark:text-primary-200"
        >
          {money.format(amount === null ? 0 : partnerCommission(amount))}
        </output>
      </div>
    </form>
  )
}
