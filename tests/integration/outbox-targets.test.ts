// The outbox delivers every record to each configured target on its own: the CRM at
// LEAD_WEBHOOK_URL and the CMS's intake at CMS_URL (with CMS_INTAKE_TOKEN), each with its own
// attempts, retry time and dead letter; a WhatsApp click goes to the CRM only.
import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryDelay } from '../../src/outbox/deliver'
import { CRM, lead, ORIGIN, outboxRow, runCron, submit } from './crm-forwarding'

const CMS = 'http://cms.test/api'
const TARGETS = { LEAD_WEBHOOK_URL: CRM, CMS_URL: CMS, CMS_INTAKE_TOKEN: 'intake-token-1' }

interface Seen {
  url: string
  id: string
  authorization: string | null
  attempt: string | null
}

/** The minute's cron, with both targets configured unless other vars are given. */
const cron = (scheduledTime: number, vars: Record<string, string> = TARGETS) =>
  runCron(scheduledTime, vars)

describe('delivering to the CRM and the CMS', () => {
  const seen: Seen[] = []
  let crmUp = false
  beforeEach(() => {
    seen.length = 0
    crmUp = false
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      const body = (await request.json()) as { id: string }
      seen.push({
        url: request.url,
        id: body.id,
        authorization: request.headers.get('Authorization'),
        attempt: request.headers.get('X-Delivery-Attempt'),
      })
      if (request.url === `${CMS}/intake`) return Response.json({ stored: true }, { status: 201 })
      return crmUp ? new Response(null, { status: 204 }) : new Response('down', { status: 503 })
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('hands a lead to both at once, and retries only the one that failed', async () => {
    const response = await submit(lead('two-targets@example.com'), TARGETS)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }

    const cms = seen.filter((s) => s.url === `${CMS}/intake`)
    expect(cms).toEqual([
      { url: `${CMS}/intake`, id, authorization: 'Bearer intake-token-1', attempt: '1' },
    ])
    expect(seen.filter((s) => s.url === CRM).map((s) => s.id)).toEqual([id])
    expect(await outboxRow(id, 'cms')).toMatchObject({ status: 'delivered', attempts: 1 })
    const crm = await outboxRow(id, 'crm')
    expect(crm).toMatchObject({ status: 'pending', attempts: 1, last_status: 503 })
    expect(crm!.last_error).toBe('LEAD_WEBHOOK_URL answered 503')

    crmUp = true
    await cron(crm!.next_attempt_at)
    expect(await outboxRow(id, 'crm')).toMatchObject({ status: 'delivered', attempts: 2 })
    // the CMS had it already: the cron never sent it there again
    expect(seen.filter((s) => s.url === `${CMS}/intake` && s.id === id)).toHaveLength(1)
  })

  it('keeps the deliveries to a target that is not configured waiting, until it is', async () => {
    crmUp = true
    const response = await submit(lead('cms-later@example.com'), { LEAD_WEBHOOK_URL: CRM })
    const { id } = (await response.json()) as { id: string }
    expect(await outboxRow(id, 'crm')).toMatchObject({ status: 'delivered' })
    expect(await outboxRow(id, 'cms')).toMatchObject({ status: 'pending', attempts: 0 })
    // without the token the CMS is not a target: CMS_URL alone is for content and sign-in
    await cron(Date.now() + 1000, { LEAD_WEBHOOK_URL: CRM, CMS_URL: CMS })
    expect(await outboxRow(id, 'cms')).toMatchObject({ status: 'pending', attempts: 0 })

    await cron(Date.now() + 1000)
    expect(await outboxRow(id, 'cms')).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('dead-letters one target without touching the other', async () => {
    const response = await submit(lead('crm-dead@example.com'), TARGETS)
    const { id } = (await response.json()) as { id: string }
    let at = Date.now() + 1000
    for (let attempt = 1; at < Date.now() + 3 * 60 * 60 * 1000; attempt++) {
      await cron(at, { ...TARGETS, OUTBOX_DEAD_AFTER_HOURS: '2' })
      at += retryDelay(attempt)
    }
    expect(await outboxRow(id, 'crm')).toMatchObject({ status: 'dead', last_status: 503 })
    expect(await outboxRow(id, 'cms')).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('sends a WhatsApp click to the CRM only: the CMS keeps form records', async () => {
    crmUp = true
    // a browser's click: a bare script's is not counted (src/lib/known-bots.ts)
    const response = await SELF.fetch(`${ORIGIN}/go/whatsapp?source=contact-bar&locale=en`, {
      redirect: 'manual',
      headers: { 'User-Agent': 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Safari/605.1.15' },
    })
    expect(response.status).toBe(302)
    const event = await env.DB.prepare(
      'SELECT id FROM lead_events ORDER BY created_at DESC LIMIT 1'
    ).first<{ id: string }>()
    expect(await outboxRow(event!.id, 'crm')).toMatchObject({ status: 'pending' })
    expect(await outboxRow(event!.id, 'cms')).toBeNull()
  })
})
