import type { SubmissionRecord } from '../../db/submission-record'

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/**
 * The verdict on a submission that may be automated. A suspicion never drops the submission:
 * it is stored and forwarded marked for review, so a real buyer whose browser failed the check
 * is still called (issue 4, "Beyond the original site").
 */
export async function botCheck(input: {
  honeypot?: string
  turnstileToken?: string
  secret?: string
  ip?: string
  fetch?: typeof fetch
}): Promise<SubmissionRecord['review']> {
  if (input.honeypot && input.honeypot.trim() !== '') {
    return { status: 'suspected', reason: 'honeypot' }
  }
  const secret = input.secret?.trim()
  if (!secret) return { status: 'clear', reason: null }
  if (!input.turnstileToken) return { status: 'suspected', reason: 'turnstile-missing' }
  try {
    const body = new FormData()
    body.set('secret', secret)
    body.set('response', input.turnstileToken)
    if (input.ip) body.set('remoteip', input.ip)
    const response = await (input.fetch ?? fetch)(SITEVERIFY, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok)
      return { status: 'suspected', reason: `turnstile-unavailable-${response.status}` }
    const outcome = (await response.json()) as { success?: boolean }
    return outcome.success === true
      ? { status: 'clear', reason: null }
      : { status: 'suspected', reason: 'turnstile-failed' }
  } catch {
    return { status: 'suspected', reason: 'turnstile-unavailable' }
  }
}
