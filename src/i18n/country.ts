import { generateCookie } from 'hono/cookie'

/**
 * The visitor's country, as SPEC.md section 3 persists it (code and name). Cloudflare's
 * `CF-IPCountry` header replaces the third-party IP lookup, so no request leaves the browser for
 * it. The cookie is readable by page scripts (currency or area defaults may use it).
 */
export const COUNTRY_COOKIE = 'country'
const ONE_YEAR = 365 * 24 * 60 * 60

export interface Country {
  code: string
  name: string
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

/** ISO 3166's user-assigned codes (Cloudflare sends XX when it does not know) */
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/

/** A real ISO 3166 country code; T1 is Cloudflare's code for Tor. */
export function countryFromCode(value: string | null | undefined): Country | undefined {
  const code = value?.trim().toUpperCase()
  if (!code || !/^[A-Z]{2}$/.test(code) || USER_ASSIGNED.test(code)) return undefined
  const name = regionNames.of(code)
  if (!name || name === code) return undefined
  return { code, name }
}

/** The country a `country` cookie holds, when it holds a real one. */
export function storedCountry(raw: string | undefined): Country | undefined {
  if (!raw) return undefined
  try {
    return countryFromCode((JSON.parse(raw) as { code?: unknown }).code as string)
  } catch {
    return undefined
  }
}

/** The `Set-Cookie` value that stores `country` for a year. */
export function countryCookie(country: Country): string {
  return generateCookie(COUNTRY_COOKIE, JSON.stringify(country), {
    path: '/',
    maxAge: ONE_YEAR,
    sameSite: 'Lax',
    secure: true,
  })
}
