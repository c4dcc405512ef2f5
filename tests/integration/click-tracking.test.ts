// Clicks recorded on the way to a lead: affiliate clicks with their transaction id, WhatsApp.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { ORIGIN, post } from './form-posts'
import { freshAddress, withinOneWindow } from './rate-window'

/** A visitor's phone browser: the clicks of bots are not leads */
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15'
const whatsappEvents = () =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM lead_events WHERE type = 'whatsapp'")
    .first<{ n: number }>()
    .then((row) => row!.n)

describe('affiliate attribution', () => {
  afterEach(() => vi.restoreAllMocks())

  it('registers a click first-party with offer 3 and affiliate 1 by default', async () => {
    const response = await post('/api/affiliate/clicks', { sub1: 'spring', page: '/high-rentals' })
    expect(response.status).toBe(201)
    const { transactionId } = (await response.json()) as { transactionId: string }
    const row = await env.DB.prepare('SELECT * FROM affiliate_clicks WHERE transaction_id = ?')
      .bind(transactionId)
      .first()
    expect(row).toMatchObject({
      offer_id: '3',
      affiliate_id: '1',
      sub1: 'spring',
      page: '/high-rentals',
      network_status: 'local',
    })
  })

  it('takes the network’s transaction id when AFFILIATE_CLICK_URL is set', async () => {
    const calls: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      calls.push(String(input))
      return Response.json({ transaction_id: 'ef-tx-42' })
    })
    const ctx = createExecutionContext()
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/affiliate/clicks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: JSON.stringify({ offerId: '7', affiliateId: '12', uid: 'u1', sourceId: 's9' }),
      }),
      { ...env, AFFILIATE_CLICK_URL: 'https://track.example/click' },
      ctx
    )
    await waitOnExecutionContext(ctx)
    expect(await response.json()).toEqual({ transactionId: 'ef-tx-42' })
    const url = new URL(calls[0]!)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      oid: '7',
      affid: '12',
      uid: 'u1',
      source_id: 's9',
    })
  })

  it('never shows a page an error for clicks past its limit, but stores no more of them', async () => {
    await withinOneWindow()
    const headers = { 'CF-Connecting-IP': freshAddress() }
    const statuses: number[] = []
    for (let i = 0; i < 33; i++) {
      statuses.push((await post('/api/affiliate/clicks', { sub2: 'flood' }, headers)).status)
    }
    expect(new Set(statuses)).toEqual(new Set([201]))
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM affiliate_clicks WHERE sub2 = 'flood'"
    ).first<{ n: number }>()
    expect(stored!.n).toBe(30)
  })

  it('carries the transaction id on the leads that follow', async () => {
    const response = await post('/api/leads', {
      kind: 'call',
      fullName: 'Tracked Visitor',
      email: 'tracked@example.com',
      phone: '+971 50 123 4567',
      affiliateTransactionId: 'ef-tx-42',
    })
    const { id } = (await response.json()) as { id: string }
    const row = await env.DB.prepare('SELECT affiliate_transaction_id FROM leads WHERE id = ?')
      .bind(id)
      .first()
    expect(row).toEqual({ affiliate_transaction_id: 'ef-tx-42' })
  })
})

describe('GET /go/whatsapp', () => {
  it('records the click as a lead event, then redirects to the chat with a message filled in', async () => {
    const response = await SELF.fetch(
      `${ORIGIN}/go/whatsapp?source=property-card&propertyId=999999&locale=en&utm_source=ig`,
      { redirect: 'manual', headers: { Referer: `${ORIGIN}/catalog`, 'User-Agent': BROWSER } }
    )
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location')!)
    expect(location.origin).toBe('https://wa.me')
    expect(location.searchParams.get('text')).toBe(
      'Hello Arcadia Estates, I would like to know more.'
    )
    const event = await env.DB.prepare(
      "SELECT * FROM lead_events WHERE source = 'property-card' ORDER BY created_at DESC"
    ).first()
    expect(event).toMatchObject({
      type: 'whatsapp',
      page: '/catalog',
      locale: 'en',
      property_id: 999999,
      utm_source: 'ig',
    })
    const outbox = await env.DB.prepare('SELECT record_type FROM webhook_outbox WHERE id = ?')
      .bind(event!.id)
      .first()
    expect(outbox).toEqual({ record_type: 'lead_event' })
  })

  it('opens the chat with the consultant of the link when there is one', async () => {
    const agent = await env.DB.prepare('SELECT id, whatsapp FROM agents LIMIT 1').first<{
      id: number
      whatsapp: string
    }>()
    const response = await SELF.fetch(`${ORIGIN}/go/whatsapp?agentId=${agent!.id}`, {
      redirect: 'manual',
      headers: { 'User-Agent': BROWSER },
    })
    expect(response.headers.get('Location')).toContain(`https://wa.me/${agent!.whatsapp}?text=`)
  })

  it.each([
    ['a crawler', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['a link preview', { 'User-Agent': 'WhatsApp/2.24.6.77 A' }],
    ['a script', { 'User-Agent': 'python-requests/2.32.3' }],
    ['a Node script', { 'User-Agent': 'node' }],
    ['a client without a user agent', {}],
  ])('redirects %s to the chat but records no lead and forwards nothing', async (_, headers) => {
    const before = await whatsappEvents()
    const response = await SELF.fetch(`${ORIGIN}/go/whatsapp?source=crawled`, {
      redirect: 'manual',
      headers,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^https:\/\/wa\.me\//)
    expect(await whatsappEvents()).toBe(before)
    const outbox = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM webhook_outbox WHERE record_type = 'lead_event'"
    ).first<{ n: number }>()
    expect(outbox!.n).toBe(before)
  })

  it('records nothing for a bot Cloudflare verified, whatever its user agent says', async () => {
    const before = await whatsappEvents()
    const ctx = createExecutionContext()
    const request = new Request(`${ORIGIN}/go/whatsapp?source=verified`, {
      headers: { 'User-Agent': BROWSER },
      cf: { botManagement: { verifiedBot: true, score: 99 } },
    })
    const response = await worker.fetch(request, env, ctx)
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(302)
    expect(await whatsappEvents()).toBe(before)
  })

  it('past 30 clicks a minute from one address, still redirects but records no more', async () => {
    await withinOneWindow()
    const headers = { 'User-Agent': BROWSER, 'CF-Connecting-IP': freshAddress() }
    const before = await whatsappEvents()
    for (let i = 0; i < 34; i++) {
      const response = await SELF.fetch(`${ORIGIN}/go/whatsapp?source=flood`, {
        redirect: 'manual',
        headers,
      })
      expect(response.status).toBe(302)
    }
    expect(await whatsappEvents()).toBe(before + 30)
  })

  it('is disallowed for crawlers in robots.txt', async () => {
    const robots = await (await SELF.fetch(`${ORIGIN}/robots.txt`)).text()
    expect(robots.split('\n')).toContain('Disallow: /go/')
  })
})
