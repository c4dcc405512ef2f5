import type { Context } from 'hono'
import type { Bindings } from '../env'
import { withinTime } from '../lib/budget'
import { sha256Hex } from '../lib/hash'
import { log } from '../lib/log'

/**
 * The abuse limits: Cloudflare's rate limiting binding (wrangler.toml `[[ratelimits]]`), counted
 * per Cloudflare location in windows of the binding's period. D1 counts nothing: a refused
 * request costs no write. docs/abuse-and-resilience.md has the table of limits and answers.
 */
export const LIMITERS = {
  /** every form endpoint together, per client: 20 a minute (DESIGN.md) */
  forms: 'FORM_RATE_LIMIT',
  /** tracked clicks (/go/*, affiliate clicks), per client: 30 a minute */
  clicks: 'CLICK_RATE_LIMIT',
  /** sign-in and the rest of the CMS proxy, per client: 10 a minute */
  auth: 'AUTH_RATE_LIMIT',
  /** per account, from every address: failed sign-ins, and account e-mails: 5 a minute */
  account: 'ACCOUNT_RATE_LIMIT',
} as const satisfies Record<string, keyof Bindings>

export type Limiter = keyof typeof LIMITERS

/** Every binding's period (wrangler.toml): the binding does not say when its window ends. */
export const LIMIT_PERIOD_SECONDS = 60

// CF-Connecting-IP is set by Cloudflare and cannot be forged through it; locally anything may
// arrive, and a key longer than an address is not worth counting separately
const ADDRESS = /^[0-9a-f.:]{2,45}$/i

/** The client a limit counts: the visitor's address (`unknown` where none was given). */
export function clientAddress(c: Context): string {
  const ip = c.req.header('CF-Connecting-IP')?.trim() ?? ''
  return ADDRESS.test(ip) ? ip.toLowerCase() : ip ? 'malformed' : 'unknown'
}

/** An account's key: a hash of the identifier as typed, in lower case (never the text itself). */
export const accountKey = async (identifier: string) =>
  `account:${(await sha256Hex(identifier.trim().toLowerCase())).slice(0, 32)}`

/**
 * Counts one request under `key`: the seconds to wait when it is over the limit, else null.
 * When the binding is missing, errs or is slow, the request goes through (logged): a buyer is
 * never turned away for a counter, and what stands behind each limit (the bot check, Strapi's
 * own sign-in throttle) still holds.
 */
export async function overLimit(
  env: Bindings,
  limiter: Limiter,
  key: string
): Promise<number | null> {
  const binding = env[LIMITERS[limiter]] as RateLimit | undefined
  try {
    if (!binding) throw new Error(`binding ${LIMITERS[limiter]} is not configured`)
    const { success } = await withinTime('rateLimit', binding.limit({ key }))
    return success ? null : LIMIT_PERIOD_SECONDS
  } catch (error) {
    log.error('rate-limit.unavailable', { limiter, error })
    return null
  }
}
