import type { SubmissionRecord } from '../../db/submission-record'
import { signalFor } from '../../lib/budget'

/** Cloudflare's siteverify; `TURNSTILE_VERIFY_URL` replaces it only for tests (a local fake). */
export const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** What siteverify answers (developers.cloudflare.com/turnstile/get-started/server-side-validation). */
interface Outcome {
  success?: boolean
  hostname?: string
  action?: string
  'error-codes'?: string[]
}

export interface BotCheckInput {
  honeypot?: string
  turnstileToken?: string
  secret?: string
  ip?: string
  /** the site's own host name: a token solved on another site is refused */
  hostname: string
  /** the form's action (src/lib/turnstile-action.ts): a token solved on another form is refused */
  action: string
  verifyUrl?: string
}

/**
 * The verdict on a submission that may be automated. A suspicion never drops the submission:
 * it is stored and forwarded marked for review, so a real buyer whose browser failed the check
 * is still called (issue 4, "Beyond the original site"). When siteverify is down or slower than
 * its time (src/lib/timeouts.ts), the lead is accepted and marked `turnstile-unavailable`: a
 * lead is money, and the rate limit and the honeypot still stand in front of it.
 */
export async function botCheck(input: BotCheckInput): Promise<SubmissionRecord['review']> {
  if (input.honeypot && input.honeypot.trim() !== '') {
    return { status: 'suspected', reason: 'honeypot' }
  }
  const secret = input.secret?.trim()
  if (!secret) return { status: 'clear', reason: null }
  if (!input.turnstileToken) return { status: 'suspected', reason: 'turnstile-missing' }
  let outcome: Outcome
  try {
    const body = new URLSearchParams()
    body.set('secret', secret)
    body.set('response', input.turnstileToken)
    if (input.ip) body.set('remoteip', input.ip)
    const response = await fetch(input.verifyUrl?.trim() || SITEVERIFY, {
      method: 'POST',
      body,
      signal: signalFor('turnstile'),
    })
    if (!response.ok) {
      await response.body?.cancel()
      return { status: 'suspected', reason: `turnstile-unavailable-${response.status}` }
    }
    outcome = (await response.json()) as Outcome
  } catch {
    return { status: 'suspected', reason: 'turnstile-unavailable' }
  }
  if (outcome.success !== true) {
    const code = outcome['error-codes']?.find((c) => /^[\w-]{1,40}$/.test(c))
    return { status: 'suspected', reason: code ? `turnstile-failed-${code}` : 'turnstile-failed' }
  }
  if (outcome.hostname?.toLowerCase() !== input.hostname.toLowerCase()) {
    return { status: 'suspected', reason: 'turnstile-hostname' }
  }
  if (outcome.action !== input.action) return { status: 'suspected', reason: 'turnstile-action' }
  return { status: 'clear', reason: null }
}
