/**
 * Cloudflare Web Analytics (`CF_ANALYTICS_TOKEN`): its beacon script, loaded from Cloudflare's
 * own origin, reports page views to another. Nothing of it exists while the token is unset.
 */
export const BEACON_SRC = 'https://static.cloudflareinsights.com/beacon.min.js'
/** where the beacon script comes from (the CSP's script-src) */
export const BEACON_SCRIPT_ORIGIN = 'https://static.cloudflareinsights.com'
/** where it sends its measurements (the CSP's connect-src) */
export const BEACON_REPORT_ORIGIN = 'https://cloudflareinsights.com'

/** The site token when one is configured and has a token's shape (a dashboard value), else null. */
export function analyticsToken(configured: string | undefined): string | null {
  const token = configured?.trim()
  return token && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : null
}
