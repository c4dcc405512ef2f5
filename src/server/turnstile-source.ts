import type { Context } from 'hono'
import type { Bindings } from '../env'

export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** Turnstile's origin for the CSP's script-src (its api.js) and frame-src, when the bot check is configured. */
export const turnstileSource = (c: Context): string =>
  (c.env as Bindings | undefined)?.TURNSTILE_SITE_KEY?.trim() ? TURNSTILE_ORIGIN : ''
