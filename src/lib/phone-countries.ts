import { collator, displayNames } from '../i18n/intl'

/** A country of the phone picker: ISO code, calling code, name in the visitor's language. */
export type CountryOption = [code: string, dial: string, name: string]

/**
 * The picker's options sorted by name in the visitor's language. `codes` comes from the phone
 * library (`callingCodes()`), so this module itself stays free of its metadata.
 */
export function countryOptions(iso: string, codes: [string, string][]): CountryOption[] {
  let names: Intl.DisplayNames | undefined
  try {
    names = displayNames([iso, 'en'], { type: 'region' })
  } catch {
    names = undefined
  }
  const order = collator(iso)
  return codes
    .map(([code, dial]): CountryOption => [code, dial, names?.of(code) ?? code])
    .sort((a, b) => order.compare(a[2], b[2]))
}

/**
 * `+971 United Arab Emirates`: the code first, so the closed picker shows it however narrow,
 * isolated so it reads left to right in right-to-left text.
 */
export function countryLabel([, dial, name]: CountryOption): string {
  return `\u2066+${dial}\u2069 ${name}`
}
