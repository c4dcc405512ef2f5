// What every form endpoint refuses: cross-site posts, oversized or unreadable bodies, floods.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import worker from '../../src/index'
import { ORIGIN, post } from './form-posts'
import { countLeads, LEAD } from './lead-fixture'
import { freshAddress, withinOneWindow } from './rate-window'

async function postWith(bindings: Partial<typeof env>, ip: string, body: object = LEAD) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip },
      body: JSON.stringify(body),
    }),
    { ...env, ...bindings },
    ctx
  )
  await waitOnExecutionContext(ctx)
  return response
}

describe('abuse protection on the form endpoints', () => {
  it('answers 403 to a cross-site POST, JSON or form, and stores nothing', async () => {
    const before = await countLeads()
    const json = await post('/api/leads', LEAD, { Origin: 'https://evil.example' })
    expect(json.status).toBe(403)
    expect(await json.json()).toEqual({ error: 'This form can only be sent from our website.' })
    const form = await post('/api/leads', new URLSearchParams(LEAD as never).toString(), {
      Origin: 'https://evil.example',
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    expect(form.status).toBe(403)
    expect(form.headers.get('Content-Type')).toContain('text/html')
    const referer = await post('/api/leads', LEAD, {
      Origin: '',
      Referer: 'https://evil.example/page',
    })
    expect(referer.status).toBe(403)
    expect(await countLeads()).toBe(before)
  })

  it('judges a POST with neither Origin nor Referer on its merits', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.77' },
      body: JSON.stringify({ ...LEAD, email: 'server@example.com' }),
    })
    expect(response.status).toBe(201)
  })

  it('answers 413 to a body over 32 KB', async () => {
    const response = await post('/api/leads', { ...LEAD, message: 'x'.repeat(40_000) })
    expect(response.status).toBe(413)
  })

  it('answers 415 to a content type it does not read', async () => {
    const response = await post('/api/leads', 'fullName=x', { 'Content-Type': 'text/plain' })
    expect(response.status).toBe(415)
    const none = await SELF.fetch(`${ORIGIN}/api/leads`, { method: 'POST', body: 'x' })
    expect(none.status).toBe(415)
  })

  it('answers 400 to malformed JSON', async () => {
    const response = await post('/api/leads', '{"fullName": ')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'This submission could not be read.' })
  })

  it('answers 429 with Retry-After after 20 POSTs a minute from one client', async () => {
    await withinOneWindow()
    const headers = { 'CF-Connecting-IP': freshAddress() }
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const response = await post('/api/leads', { ...LEAD, fullName: '' }, headers)
      statuses.push(response.status)
      if (response.status === 429) {
        // the binding's period: it does not say when its window ends
        expect(response.headers.get('Retry-After')).toBe('60')
        expect(await response.json()).toEqual({ error: 'Please wait a minute, then try again.' })
      }
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(20)
    expect(statuses.slice(20)).toEqual([429, 429])
    // Another visitor is not affected
    expect((await post('/api/leads', LEAD)).status).toBe(201)
  })

  it('answers a plain form over the limit with a page that says to wait, not that we failed', async () => {
    await withinOneWindow()
    const headers = {
      'CF-Connecting-IP': freshAddress(),
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html',
    }
    const body = new URLSearchParams({ ...LEAD, fullName: '' } as never).toString()
    for (let i = 0; i < 20; i++) await post('/api/leads', body, headers)
    const refused = await post('/api/leads', body, headers)
    expect(refused.status).toBe(429)
    const page = await refused.text()
    expect(page).toContain('Please wait a minute, then try again.')
    expect(page).not.toContain('Something went wrong on our side')
    expect(page).toContain(
      '<meta name="description" content="Please wait a minute, then try again."'
    )
  })

  it('refuses a client over its limit without touching D1 at all', async () => {
    onTestFinished(() => {
      vi.restoreAllMocks()
    })
    await withinOneWindow()
    const ip = freshAddress()
    for (let i = 0; i < 20; i++) await postWith({}, ip, { ...LEAD, fullName: '' })
    // D1 down: a refused POST must not even try to write a counter there
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const unusable = new Proxy(env.DB, {
      get() {
        throw new Error('D1 was used for a refused request')
      },
    })
    const refused = await postWith({ DB: unusable }, ip)
    expect(refused.status).toBe(429)
  })

  describe('when the rate limiting binding fails', () => {
    afterEach(() => vi.restoreAllMocks())

    it('takes the lead (a buyer is never turned away for a counter) and logs it', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const broken = { limit: () => Promise.reject(new Error('binding unavailable')) }
      const before = await countLeads()
      const response = await postWith({ FORM_RATE_LIMIT: broken }, freshAddress(), {
        ...LEAD,
        email: 'binding-down@example.com',
      })
      expect(response.status).toBe(201)
      expect(await countLeads()).toBe(before + 1)
      expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toContain(
        'rate-limit.unavailable'
      )
    })

    it('does not wait on a binding that hangs longer than its 500 ms', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const hanging = { limit: () => new Promise<never>(() => {}) }
      const started = Date.now()
      const response = await postWith({ FORM_RATE_LIMIT: hanging }, freshAddress(), {
        ...LEAD,
        email: 'binding-slow@example.com',
      })
      expect(response.status).toBe(201)
      expect(Date.now() - started).toBeLessThan(2_000)
    })
  })
})
