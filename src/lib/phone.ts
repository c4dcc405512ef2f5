import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min'

/** The country code picker's default: the brokerage is in Dubai. */
export const DEFAULT_PHONE_COUNTRY = 'AE'

/** A supported ISO 3166 code in upper case, or undefined (unknown codes are ignored, not errors). */
export function phoneCountry(value: unknown): CountryCode | undefined {
  if (typeof value !== 'string') return undefined
  const code = value.trim().toUpperCase()
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code) ? code : undefined
}

/**
 * The number in E.164 (`+971501234567`) when it is a valid phone number, else null. A number
 * typed with its own `+` (or `00`) prefix wins over the picked country; a national number with
 * its trunk prefix (`050 123 4567` in AE) is read in the picked country.
 */
export function toE164(input: unknown, country?: unknown): string | null {
  if (typeof input !== 'string') return null
  let text = input.trim()
  if (text.length === 0 || text.length > 32) return null
  if (text.startsWith('00')) text = `+${text.slice(2)}`
  const parsed = parsePhoneNumberFromString(text, phoneCountry(country))
  return parsed?.isValid() ? parsed.number : null
}

/** Every country the picker offers with its calling code, e.g. `['AE', '971']`. */
export function callingCodes(): [CountryCode, string][] {
  return getCountries().map((code) => [code, getCountryCallingCode(code)])
}
