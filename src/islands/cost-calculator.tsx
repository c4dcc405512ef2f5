import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import { BUYER_TYPES, costBreakdown, MAX_TERM_YEARS, type BuyerType } from '../lib/costs'
import { formatMoney } from '../lib/currency'
import {
  readPreferences,
  serverPreferences,
  subscribePreferences,
} from '../browser/display-preferences'
import { fill, plural, type PluralForms } from '../i18n/template'
import { cn } from '../lib/cn'
import { numberFormat } from '../i18n/intl'

export interface CostCalculatorProps {
  priceUsd: number
  rentEstimateUsd: number | null
  offPlan: boolean
  localeIso: string
  initial: { buyer: BuyerType; ratePercent: number; years: number }
  labels: {
    title: string
    intro: string
    price: string
    dld: string
    agency: string
    registration: string
    total: string
    cash: string
    buyer: string
    buyers: Record<BuyerType, string>
    downPayment: string
    loan: string
    ltv: string
    /** `Interest rate (% a year)` */
    rate: string
    term: string
    termYears: PluralForms
    monthly: string
    yield: string
    rent: string
    update: string
    offPlanMortgage: string
    note: string
  }
}

const TERMS = [5, 10, 15, 20, MAX_TERM_YEARS]
const FIELD =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white'

/**
 * Price, Dubai Land Department fee, agency fee and a mortgage estimate under UAE rules, with the
 * gross rental yield. The server renders it at the default inputs; without JavaScript the form
 * recomputes through the page's own URL, with it every change recomputes at once.
 */
export default function CostCalculator(props: CostCalculatorProps) {
  const { labels, localeIso, priceUsd } = props
  const id = useId()
  const [inputs, setInputs] = useState(props.initial)
  const { currency } = useSyncExternalStore(
    subscribePreferences,
    readPreferences,
    serverPreferences
  )
  const costs = costBreakdown({ ...inputs, priceUsd, rentEstimateUsd: props.rentEstimateUsd })
  const money = (usd: number) => formatMoney(localeIso, usd, currency)
  const percent = numberFormat(localeIso, { style: 'percent', maximumFractionDigits: 1 })

  function submit(event: FormEvent) {
    // the figures are already current; the button exists for visits without JavaScript
    event.preventDefault()
  }

  const row = (label: string, value: string, strong = false, usd?: number) => (
    <div className={cn('flex justify-between gap-4 py-2', strong && 'font-semibold')}>
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd data-usd={usd} className="text-end text-slate-900 tabular-nums dark:text-white">
        {value}
      </dd>
    </div>
  )
  // data-usd: before the calculator hydrates, the island loader shows it in the stored currency
  const moneyRow = (label: string, usd: number, strong = false) =>
    row(label, money(usd), strong, usd)

  return (
    <section
      id="costs"
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        {labels.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{labels.intro}</p>
      <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {moneyRow(labels.price, priceUsd)}
        {moneyRow(labels.dld, costs.dld)}
        {moneyRow(labels.agency, costs.agency)}
        {moneyRow(labels.registration, costs.registration)}
        {moneyRow(labels.total, costs.total, true)}
      </dl>
      <form
        method="get"
        action="#costs"
        onSubmit={submit}
        className="mt-5 grid gap-3 sm:grid-cols-3"
      >
        <div>
          <label htmlFor={`${id}-buyer`} className="text-sm font-medium">
            {labels.buyer}
          </label>
          <select
            id={`${id}-buyer`}
            name="buyer"
            value={inputs.buyer}
            onChange={(event) => setInputs({ ...inputs, buyer: event.target.value as BuyerType })}
            className={FIELD}
          >
            {BUYER_TYPES.map((buyer) => (
              <option key={buyer} value={buyer}>
                {labels.buyers[buyer]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-rate`} className="text-sm font-medium">
            {labels.rate}
          </label>
          <input
            id={`${id}-rate`}
            name="rate"
            type="number"
            inputMode="decimal"
            min={0}
            max={20}
            step={0.01}
            value={inputs.ratePercent}
            onChange={(event) =>
              setInputs({ ...inputs, ratePercent: Number(event.target.value) || 0 })
            }
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={`${id}-years`} className="text-sm font-medium">
            {labels.term}
          </label>
          <select
            id={`${id}-years`}
            name="years"
            value={inputs.years}
            onChange={(event) => setInputs({ ...inputs, years: Number(event.target.value) })}
            className={FIELD}
          >
            {TERMS.map((years) => (
              <option key={years} value={years}>
                {plural(localeIso, years, labels.termYears)}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button
            type="submit"
            className="min-h-11 rounded-full border border-slate-300 px-4 text-sm font-semibold"
          >
            {labels.update}
          </button>
        </noscript>
      </form>
      <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {moneyRow(labels.downPayment, costs.downPayment)}
        {moneyRow(labels.loan, costs.loan)}
        {moneyRow(labels.cash, costs.cash, true)}
        {moneyRow(labels.monthly, costs.monthly, true)}
        {costs.grossYield !== null && props.rentEstimateUsd
          ? row(labels.yield, percent.format(costs.grossYield), true)
          : null}
      </dl>
      {/* two notes, each a line of its own: neither is the end of the other's sentence */}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {fill(labels.ltv, { ltv: Math.round(costs.ltv * 100) })}
      </p>
      {props.rentEstimateUsd ? (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {fill(labels.rent, { amount: money(props.rentEstimateUsd) })}
        </p>
      ) : null}
      {props.offPlan ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{labels.offPlanMortgage}</p>
      ) : null}
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{labels.note}</p>
    </section>
  )
}
