// What every form endpoint refuses: cross-site posts, oversized or unreadable bodies, floods.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ORIGIN, post } from './form-posts'
import { freezeAtStartOfMinute } from './frozen-clock'
import { countLeads, LEAD } from './lead-fixture'

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
    freezeAtStartOfMinute()
    const headers = { 'CF-Connecting-IP': '192.0.2.200' }
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const response = await post('/api/leads', { ...LEAD, fullName: '' }, headers)
      statuses.push(response.status)
      if (response.status === 429) {
        // The window closes 59 s after the frozen clock's time
        expect(response.headers.get('Retry-After')).toBe('59')
      }
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(20)
    expect(statuses.slice(20)).toEqual([429, 429])
    // Another visitor is not affected
    expect((await post('/api/leads', LEAD)).status).toBe(201)
  })
})
