import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { forgetRenderedPages } from '../../src/render/edge-cache'

const ORIGIN = 'https://brokerage.example'
const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
const KEYS = { TURNSTILE_SITE_KEY: '0x4AAA-site', TURNSTILE_SECRET_KEY: '0x4AAA-secret' }

async function call(request: Request, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(request, { ...env, ...vars }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

let visitor = 0
async function submitLead(email: string, extra: object = {}) {
  visitor += 1
  const response = await call(
    new Request(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'CF-Connecting-IP': `100.64.0.${visitor}`,
      },
      body: JSON.stringify({
        kind: 'call',
        fullName: 'Bot Checked',
        email,
        phone: '+971 50 123 4567',
        ...extra,
      }),
    }),
    KEYS
  )
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return env.DB.prepare('SELECT review_status, review_reason FROM leads WHERE id = ?')
    .bind(id)
    .first()
}

/** Siteverify answers with `outcome`, or fails to answer; its requests are kept. */
function mockSiteverify(outcome: { success: boolean } | 'down') {
  const requests: FormData[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (request.url !== SITEVERIFY) throw new Error(`unexpected request to ${request.url}`)
    requests.push(await request.formData())
    if (outcome === 'down') throw new TypeError('fetch failed')
    return Response.json(outcome)
  })
  return requests
}

describe('Cloudflare Turnstile, when its keys are set', () => {
  afterEach(() => vi.restoreAllMocks())

  it('hands the site key to the forms and lets its script and frame through the CSP', async () => {
    const without = await call(new Request(`${ORIGIN}/api/forms/config`))
    expect(await without.json()).toEqual({ turnstileSiteKey: null })
    const withKeys = await call(new Request(`${ORIGIN}/api/forms/config`), KEYS)
    expect(await withKeys.json()).toEqual({ turnstileSiteKey: '0x4AAA-site' })
    // settings never change within a deployment's isolate: its early answers would keep the
    // headers of the settings before (src/render/edge-cache.ts)
    forgetRenderedPages()
    const page = await call(new Request(`${ORIGIN}/contact`), KEYS)
    expect(page.headers.get('Content-Security-Policy')).toMatch(
      /frame-src[^;]*https:\/\/challenges\.cloudflare\.com/
    )
    // the island adds Turnstile's api.js (src/islands/forms/turnstile.ts)
    expect(page.headers.get('Content-Security-Policy')).toMatch(
      /script-src[^;]*https:\/\/challenges\.cloudflare\.com/
    )
    forgetRenderedPages()
    const plain = await call(new Request(`${ORIGIN}/contact`))
    expect(plain.headers.get('Content-Security-Policy')).not.toContain('challenges.cloudflare.com')
  })

  it('verifies the token server-side and keeps a passed submission clear', async () => {
    const requests = mockSiteverify({ success: true })
    const row = await submitLead('passed@example.com', { turnstileToken: 'token-ok' })
    expect(row).toEqual({ review_status: 'clear', review_reason: null })
    expect(requests[0]!.get('secret')).toBe('0x4AAA-secret')
    expect(requests[0]!.get('response')).toBe('token-ok')
    expect(requests[0]!.get('remoteip')).toMatch(/^100\.64\.0\./)
  })

  it('stores a failed check flagged for review instead of dropping it', async () => {
    mockSiteverify({ success: false })
    const row = await submitLead('failed@example.com', { turnstileToken: 'token-bad' })
    expect(row).toEqual({ review_status: 'suspected', review_reason: 'turnstile-failed' })
  })

  it('stores the submission flagged when the check cannot be reached', async () => {
    mockSiteverify('down')
    const row = await submitLead('down@example.com', { turnstileToken: 'token-x' })
    expect(row).toEqual({ review_status: 'suspected', review_reason: 'turnstile-unavailable' })
  })

  it('stores a submission without a token (no JavaScript) flagged', async () => {
    const requests = mockSiteverify({ success: true })
    const row = await submitLead('no-token@example.com')
    expect(row).toEqual({ review_status: 'suspected', review_reason: 'turnstile-missing' })
    expect(requests).toHaveLength(0)
  })
})
