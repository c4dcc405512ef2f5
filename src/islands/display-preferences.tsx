import { useEffect, useId, useSyncExternalStore } from 'react'
import {
  AREA_UNITS,
  areaIn,
  CURRENCIES,
  formatMoney,
  type AreaUnit,
  type Currency,
} from '../lib/currency'
import {
  hasStoredPreferences,
  preferencesForCountry,
  readPreferences,
  savePreferences,
  serverPreferences,
  subscribePreferences,
  type DisplayPreferences as Preferences,
} from '../browser/display-preferences'
import { fill } from '../lib/template'

export interface DisplayPreferencesProps {
  localeIso: string
  label: string
  currencyLabel: string
  unitLabel: string
  unitNames: Record<AreaUnit, string>
  /** `{{value}} sq ft` and `{{value}} m²` */
  areaTemplates: Record<AreaUnit, string>
  /** `≈ {{amount}}`, for the price in the second currency */
  alsoIn: string
  ratesNote: string
}

/** The visitor's country: the cookie the worker stores at `/`, else the browser's region. */
function visitorCountry(): string | undefined {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('country='))
  if (cookie) {
    try {
      return (JSON.parse(decodeURIComponent(cookie.slice(8))) as { code?: string }).code
    } catch {
      // a damaged cookie: fall through
    }
  }
  return navigator.language.split('-')[1]
}

/**
 * Rewrites the prices and areas the server rendered outside islands (`data-usd`, `data-sqft`) in
 * the chosen currency and unit. Islands read the same store themselves.
 */
function applyToPage(props: DisplayPreferencesProps, { currency, unit }: Preferences) {
  const format = new Intl.NumberFormat(props.localeIso)
  for (const element of document.querySelectorAll<HTMLElement>('[data-usd]')) {
    if (element.closest('[data-island]')) continue
    const usd = Number(element.dataset.usd)
    if (element.dataset.money === 'alt') {
      const other: Currency = currency === 'AED' ? 'USD' : 'AED'
      element.textContent = fill(props.alsoIn, { amount: formatMoney(props.localeIso, usd, other) })
    } else {
      element.textContent = formatMoney(props.localeIso, usd, currency)
    }
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-sqft]')) {
    if (element.closest('[data-island]')) continue
    const value = format.format(areaIn(Number(element.dataset.sqft), unit))
    element.textContent = fill(props.areaTemplates[unit], { value })
  }
}

/** Currency (AED, USD, EUR, GBP, RUB) and square feet or metres, remembered in the browser. */
export default function DisplayPreferences(props: DisplayPreferencesProps) {
  const preferences = useSyncExternalStore(subscribePreferences, readPreferences, serverPreferences)
  const id = useId()

  useEffect(() => {
    // First visit: start from the visitor's country, and remember it like a choice
    if (!hasStoredPreferences()) savePreferences(preferencesForCountry(visitorCountry()))
  }, [])

  useEffect(() => applyToPage(props, preferences), [props, preferences])

  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={id}>
        {props.currencyLabel}
      </label>
      <select
        id={id}
        value={preferences.currency}
        onChange={(event) =>
          savePreferences({ ...preferences, currency: event.target.value as Currency })
        }
        title={props.ratesNote}
        className="rounded-full border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
      <div
        role="radiogroup"
        aria-label={props.unitLabel}
        className="inline-flex rounded-full border border-slate-300 p-0.5 dark:border-slate-600"
      >
        {AREA_UNITS.map((unit) => (
          <button
            key={unit}
            type="button"
            role="radio"
            aria-checked={preferences.unit === unit}
            onClick={() => savePreferences({ ...preferences, unit })}
            className="min-h-9 rounded-full px-3 text-sm font-medium text-slate-700 aria-checked:bg-primary-700 aria-checked:text-white dark:text-slate-200"
          >
            {props.unitNames[unit]}
          </button>
        ))}
      </div>
    </div>
  )
}
