import { decode } from 'hono/jwt'

/** Refresh an access token this many seconds before it expires, not after a failed call */
const EXPIRY_MARGIN = 30

export const now = () => Math.floor(Date.now() / 1000)

/** A claim of a JWT in seconds, read without verifying (the CMS verifies). */
function tokenTime(jwt: string, claim: 'exp' | 'iat'): number | undefined {
  let value: unknown
  try {
    value = decode(jwt).payload[claim]
  } catch {
    // not a JWT (hono's decode throws JwtTokenInvalid): no time to go by
    return undefined
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** The `exp` claim of a JWT in seconds. */
export const tokenExpiry = (jwt: string) => tokenTime(jwt, 'exp')

/**
 * Whether a token is still good for a call: it expires later than the margin, a quarter of its
 * lifetime at most, so that a short-lived token (seconds, in tests) is not renewed on every call.
 */
export function usable(jwt: string): boolean {
  const exp = tokenExpiry(jwt)
  if (exp === undefined) return true
  const iat = tokenTime(jwt, 'iat')
  const margin = iat === undefined ? EXPIRY_MARGIN : Math.min(EXPIRY_MARGIN, (exp - iat) / 4)
  return exp - margin > now()
}
