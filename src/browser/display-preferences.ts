import { AREA_UNITS, CURRENCIES, type AreaUnit, type Currency } from '../lib/currency'

/**
 * The visitor's currency and area unit, kept in the browser. Islands read it with
 * `useSyncExternalStore(subscribePreferences, readPreferences, serverPreferences)`.
 */
export interface DisplayPreferences {
  currency: Currency
  unit: AreaUnit
}

export const DEFAULT_PREFERENCES: DisplayPreferences = { currency: 'USD', unit: 'sqft' }
const KEY = 'display-preferences'
const EVENT = 'display-preferences-change'

declare global {
  interface Window {
    /**
     * The choice while storage is disabled, for this page only. It is kept on the page, not in
     * this module, because the page script and the island chunks each carry a copy of the module.
     */
    __displayPreferences?: string
  }
}

let cached: { raw: string | null; value: DisplayPreferences } | undefined

export function readPreferences(): DisplayPreferences {
  let raw: string | null
  try {
    raw = localStorage.getItem(KEY)
  } catch {
    raw = window.__displayPreferences ?? null
  }
  // the same object while nothing changed, as useSyncExternalStore requires
  if (cached && cached.raw === raw) return cached.value
  let value = DEFAULT_PREFERENCES
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<DisplayPreferences>) : {}
    value = {
      currency: CURRENCIES.includes(parsed.currency as Currency)
        ? (parsed.currency as Currency)
        : DEFAULT_PREFERENCES.currency,
      unit: AREA_UNITS.includes(parsed.unit as AreaUnit)
        ? (parsed.unit as AreaUnit)
        : DEFAULT_PREFERENCES.unit,
    }
  } catch {
    // a damaged value: defaults
  }
  cached = { raw, value }
  return value
}

export function hasStoredPreferences(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    return false
  }
}

export function savePreferences(preferences: DisplayPreferences): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(preferences))
  } catch {
    // the choice then lasts for this page only
    window.__displayPreferences = JSON.stringify(preferences)
  }
  window.dispatchEvent(new Event(EVENT))
}

export function subscribePreferences(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/**
 * What an island renders first. The server renders dollars and square feet; in the browser the
 * island loader has already rewritten the page in the stored choice (`apply-preferences.ts`)
 * before any island hydrates, so hydrating with that choice matches what is on the screen.
 */
export const serverPreferences = () =>
  typeof document === 'undefined' ? DEFAULT_PREFERENCES : readPreferences()
