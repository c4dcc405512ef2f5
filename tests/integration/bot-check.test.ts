// Cloudflare Turnstile, checked in full against a local fake of siteverify that answers as
// Cloudflare's documented API does (the fault-injection harness: tests/fault/harness-setup.ts).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { forgetRenderedPages } from '../../src/render/edge-cache'
import { harnessLane } from './fault-harness'

const ORIGIN = 'https://brokerage.example'
const HOST = 'brokerage.example'
const lane = harnessLane('bot-check')
const KEYS = {
  TURNSTILE_SITE_KEY: lane.vars.TURNSTILE_SITE_KEY,
  TURNSTILE_SECRET_KEY: lane.vars.TURNSTILE_SECRET_KEY,
  TURNSTILE_VERIFY_URL: lane.vars.TURNSTILE_VERIFY_URL,
}

async function call(request: Request, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(request, { ...env, ...vars }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

let visitor = 0
async function submit(path: string, body: object) {
  visitor += 1
  const started = Date.now()
  const response = await call(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'CF-Connecting-IP': `100.64.0.${visitor}`,
      },
      body: JSON.stringify(body),
    }),
    KEYS
  )
  return { response, ms: Date.now() - started }
}

async function submitLead(email: string, extra: object = {}) {
  const { response, ms } = await submit('/api/leads', {
    kind: 'call',
    fullName: 'Bot Checked',
    email,
    phone: '+971 50 123 4567',
    ...extra,
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  const row = await env.DB.prepare('SELECT review_status, review_reason FROM leads WHERE id = ?')
    .bind(id)
    .first()
  return { row, ms }
}

describe('Cloudflare Turnstile, when its keys are set', () => {
  beforeEach(() => lane.reset())

  it('hands the site key to the forms and lets its script and frame through the CSP', async () => {
    const without = await call(new Request(`${ORIGIN}/api/forms/config`))
    expect(await without.json()).toEqual({ turnstileSiteKey: null })
    const withKeys = await call(new Request(`${ORIGIN}/api/forms/config`), KEYS)
    expect(await withKeys.json()).toEqual({ turnstileSiteKey: KEYS.TURNSTILE_SITE_KEY })
    // settings never change within a deployment's isolate: its early answers would keep the
    // headers of the settings before (src/render/edge-cache.ts)
    forgetRenderedPages()
    const page = await call(new Request(`${ORIGIN}/contact`), KEYS)
    expect(page.headers.get('Content-Security-Policy')).toMatch(
      /frame-src[^;]*https:\/\/challenges\.cloudflare\.com/
    )
    // the island adds Turnstile's api.js (src/islands/form-kit/turnstile.ts)
    expect(page.headers.get('Content-Security-Policy')).toMatch(
      /script-src[^;]*https:\/\/challenges\.cloudflare\.com/
    )
    forgetRenderedPages()
    const plain = await call(new Request(`${ORIGIN}/contact`))
    expect(plain.headers.get('Content-Security-Policy')).not.toContain('challenges.cloudflare.com')
  })

  it('keeps a submission clear when its token was solved on this site, on this form', async () => {
    const token = await lane.token(HOST, 'leads')
    const { row } = await submitLead('passed@example.com', { turnstileToken: token })
    expect(row).toEqual({ review_status: 'clear', review_reason: null })
    expect(await lane.received('turnstile')).toHaveLength(1)
  })

  it('flags a token solved on another site (siteverify names its hostname)', async () => {
    const token = await lane.token('phishing.example', 'leads')
    const { row } = await submitLead('elsewhere@example.com', { turnstileToken: token })
    expect(row).toEqual({ review_status: 'suspected', review_reason: 'turnstile-hostname' })
  })

  it('flags a token solved on another form (siteverify names its action)', async () => {
    const token = await lane.token(HOST, 'newsletter')
    const { row } = await submitLead('other-form@example.com', { turnstileToken: token })
    expect(row).toEqual({ review_status: 'suspected', review_reason: 'turnstile-action' })
    // the same kind of token is good on the form it was solved for
    const { response } = await submit('/api/newsletter', {
      email: 'right-form@example.com',
      turnstileToken: await lane.token(HOST, 'newsletter'),
    })
    expect(response.status).toBe(201)
    const subscription = await env.DB.prepare(
      'SELECT review_status FROM newsletter_subscriptions WHERE email = ?'
    )
      .bind('right-form@example.com')
      .first()
    expect(subscription).toEqual({ review_status: 'clear' })
  })

  it('flags a token spent twice, and one siteverify does not know', async () => {
    const token = await lane.token(HOST, 'leads')
    await submitLead('first-use@example.com', { turnstileToken: token })
    const { row } = await submitLead('second-use@example.com', { turnstileToken: token })
    expect(row).toEqual({
      review_status: 'suspected',
      review_reason: 'turnstile-failed-timeout-or-duplicate',
    })
    const forged = await submitLead('forged@example.com', { turnstileToken: 'made-up' })
    expect(forged.row).toEqual({
      review_status: 'suspected',
      review_reason: 'turnstile-failed-invalid-input-response',
    })
  })

  it('accepts the lead, flagged, when siteverify answers 5xx or resets the connection', async () => {
    await lane.fault('turnstile', { mode: 'status', status: 503 })
    const failing = await submitLead('api-503@example.com', { turnstileToken: 'token-x' })
    expect(failing.row).toEqual({
      review_status: 'suspected',
      review_reason: 'turnstile-unavailable-503',
    })
    await lane.fault('turnstile', { mode: 'reset' })
    const reset = await submitLead('api-reset@example.com', { turnstileToken: 'token-y' })
    expect(reset.row).toEqual({
      review_status: 'suspected',
      review_reason: 'turnstile-unavailable',
    })
  })

  it('accepts the lead, flagged, once siteverify is slower than its 3 s', async () => {
    await lane.fault('turnstile', { mode: 'delay', ms: 20_000 })
    const { row, ms } = await submitLead('api-slow@example.com', { turnstileToken: 'token-z' })
    expect(row).toEqual({ review_status: 'suspected', review_reason: 'turnstile-unavailable' })
    expect(ms).toBeGreaterThanOrEqual(2_900)
    expect(ms).toBeLessThan(6_000)
  }, 15_000)

  it('flags a submission without a token (no JavaScript) without asking siteverify', async () => {
    const { row } = await submitLead('no-token@example.com')
    expect(row).toEqual({ review_status: 'suspected', review_reason: 'turnstile-missing' })
    expect(await lane.received('turnstile')).toHaveLength(0)
  })
})
