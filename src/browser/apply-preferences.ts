import {
  areaIn,
  defaultsForCountry,
  formatMoney,
  type AreaUnit,
  type Currency,
} from '../lib/currency'
import { fill } from '../i18n/template'
import {
  hasStoredPreferences,
  readPreferences,
  savePreferences,
  subscribePreferences,
  type DisplayPreferences,
} from './display-preferences'
import { numberFormat } from '../i18n/intl'

/** What the server put in the switcher's props that the page's figures need to be rewritten. */
export interface PreferenceTexts {
  localeIso: string
  /** `{{value}} sq ft` and `{{value}} m²` */
  areaTemplates: Record<AreaUnit, string>
  /** `≈ {{amount}}`, for the price in the second currency */
  alsoIn: string
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
 * Rewrites the prices and areas the server rendered in dollars and square feet (`data-usd`,
 * `data-sqft`) in the chosen currency and unit, and sets the switcher's controls to match, so
 * the page shows the stored choice before (and without) React. A hydrated island renders its
 * own figures: React keeps references to its text nodes, so those are left to it.
 */
export function applyPreferences(texts: PreferenceTexts, { currency, unit }: DisplayPreferences) {
  const format = numberFormat(texts.localeIso)
  const own = (element: Element) => !element.closest('[data-hydrated]')
  for (const element of document.querySelectorAll<HTMLElement>('[data-usd]')) {
    if (!own(element)) continue
    const usd = Number(element.dataset.usd)
    if (element.dataset.money === 'alt') {
      const other: Currency = currency === 'AED' ? 'USD' : 'AED'
      element.textContent = fill(texts.alsoIn, { amount: formatMoney(texts.localeIso, usd, other) })
    } else {
      element.textContent = formatMoney(texts.localeIso, usd, currency)
    }
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-sqft]')) {
    if (!own(element)) continue
    const value = format.format(areaIn(Number(element.dataset.sqft), unit))
    element.textContent = fill(texts.areaTemplates[unit], { value })
  }
  for (const option of document.querySelectorAll<HTMLOptionElement>('[data-currency] option')) {
    if (own(option)) option.selected = option.value === currency
  }
  for (const radio of document.querySelectorAll<HTMLElement>('[data-unit]')) {
    if (own(radio)) radio.setAttribute('aria-checked', String(radio.dataset.unit === unit))
  }
}

/**
 * On a page with the currency switcher: a first visit starts from the visitor's country
 * (remembered like a choice), the stored choice is applied at once, and every later change too.
 */
export function startDisplayPreferences() {
  const switcher = document.querySelector<HTMLElement>('[data-island="display-preferences"]')
  if (!switcher) return
  const texts = JSON.parse(switcher.dataset.props ?? '{}') as PreferenceTexts
  if (!hasStoredPreferences()) savePreferences(defaultsForCountry(visitorCountry()))
  const apply = () => applyPreferences(texts, readPreferences())
  apply()
  subscribePreferences(apply)
}
