import { useId, useSyncExternalStore } from 'react'
import type { PreferenceTexts } from '../browser/apply-preferences'
import {
  readPreferences,
  savePreferences,
  serverPreferences,
  subscribePreferences,
} from '../browser/display-preferences'
import { AREA_UNITS, CURRENCIES, type AreaUnit, type Currency } from '../lib/currency'

/** The texts also feed the island loader, which applies the stored choice to the page. */
export interface DisplayPreferencesProps extends PreferenceTexts {
  label: string
  currencyLabel: string
  unitLabel: string
  unitNames: Record<AreaUnit, string>
  ratesNote: string
}

/**
 * Currency (AED, USD, EUR, GBP, RUB) and square feet or metres, remembered in the browser. It
 * hydrates when the visitor reaches for it; the island loader (client/islands.ts) applies the
 * stored choice to the page before that, and every change after.
 */
export default function DisplayPreferences(props: DisplayPreferencesProps) {
  const preferences = useSyncExternalStore(subscribePreferences, readPreferences, serverPreferences)
  const id = useId()

  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={id}>
        {props.currencyLabel}
      </label>
      <select
        id={id}
        data-currency=""
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
            data-unit={unit}
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
