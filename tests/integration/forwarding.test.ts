import {
  createExecutionContext,
  createScheduledController,
  env,
  SELF,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { deliverOne, retryDelay } from '../../src/outbox/deliver'

const ORIGIN = 'https://brokerage.example'
const CRM = 'http://crm.test/leads'
let visitor = 0

function lead(email: string) {
  return {
    kind: 'consultation',
    fullName: 'Maya Lindqvist',
    email,
    phone: '+46 70 123 45 67',
    page: '/contact',
    locale: 'en',
  }
}

async function submit(body: object, vars: Record<string, string> = {}) {
  visitor += 1
  const request = new Request(`${ORIGIN}/api/leads`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'CF-Connecting-IP': `203.0.113.${visitor}`,
    },
    body: JSON.stringify(body),
  })
  const ctx = createExecutionContext()
  const response = await worker.fetch(request, { ...env, ...vars }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext()
  await worker.scheduled(
    createScheduledController({ scheduledTime, cron: '* * * * *' }),
    { ...env, LEAD_WEBHOOK_URL: CRM },
    ctx
  )
  await waitOnExecutionContext(ctx)
}

interface Delivery {
  id: string
  attempt: string | null
  idempotencyKey: string | null
  body: {
    id: string
    type: string
    reference: string
    createdAt: string
    data: Record<string, unknown>
  }
  accepted: boolean
}

/**
 * A CRM that refuses the first attempts for every lead: a 500 first, then a dropped
 * connection, then it accepts. Every request it sees is kept.
 */
function useFlakyCrm(failures = 2) {
  const deliveries: Delivery[] = []
  beforeEach(() => {
    deliveries.length = 0
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      if (!request.url.startsWith(CRM)) throw new Error(`unexpected request to ${request.url}`)
      const body = (await request.json()) as Delivery['body']
      const seen = deliveries.filter((delivery) => delivery.id === body.id).length
      const delivery: Delivery = {
        id: body.id,
        attempt: request.headers.get('X-Delivery-Attempt'),
        idempotencyKey: request.headers.get('Idempotency-Key'),
        body,
        accepted: seen >= failures,
      }
      deliveries.push(delivery)
      if (delivery.accepted) return Response.json({ ok: true }, { status: 201 })
      if (seen === 0) return new Response('upstream down', { status: 500 })
      throw new TypeError('fetch failed: connection reset')
    })
  })
  afterEach(() => vi.restoreAllMocks())
  return deliveries
}

async function outboxRow(id: string) {
  return env.DB.prepare('SELECT * FROM webhook_outbox WHERE id = ?').bind(id).first<{
    status: string
    attempts: number
    next_attempt_at: number
    last_status: number | null
    last_error: string | null
    delivered_at: string | null
  }>()
}

describe('forwarding leads to LEAD_WEBHOOK_URL', () => {
  const deliveries = useFlakyCrm()

  it('keeps every lead in D1 while no CRM is configured', async () => {
    const response = await submit(lead('no-crm@example.com'))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0 })
    expect(deliveries).toHaveLength(0)
  })

  it('retries with backoff until the CRM accepts, and every lead arrives exactly once by id', async () => {
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const response = await submit(lead(`retry-${i}@example.com`))
      expect(response.status).toBe(201)
      ids.push(((await response.json()) as { id: string }).id)
    }
    const start = Date.now() + 1000
    const mine = () => deliveries.filter((delivery) => ids.includes(delivery.id))

    // First run: the CRM answers 500 to all of them
    await runCron(start)
    for (const id of ids) {
      expect(await outboxRow(id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_status: 500,
        next_attempt_at: start + retryDelay(1),
      })
    }
    // Not due yet: nothing is sent again before the backoff ends
    await runCron(start + retryDelay(1) - 1)
    expect(mine()).toHaveLength(5)

    // Second run: the connection drops
    await runCron(start + retryDelay(1))
    const second = await outboxRow(ids[0]!)
    expect(second).toMatchObject({ attempts: 2, last_status: null })
    expect(second!.last_error).toContain('connection reset')
    expect(second!.next_attempt_at).toBe(start + retryDelay(1) + retryDelay(2))

    // Third run: accepted
    await runCron(start + retryDelay(1) + retryDelay(2))
    for (const id of ids) {
      const row = await outboxRow(id)
      expect(row).toMatchObject({ status: 'delivered', attempts: 3, last_status: 201 })
      expect(row!.delivered_at).toBeTruthy()
      const accepted = deliveries.filter((d) => d.id === id && d.accepted)
      expect(accepted).toHaveLength(1)
      expect(deliveries.filter((d) => d.id === id).map((d) => d.attempt)).toEqual(['1', '2', '3'])
      expect(accepted[0]!.idempotencyKey).toBe(id)
    }

    // Delivered rows are never sent again
    await runCron(start + 24 * 60 * 60 * 1000)
    expect(mine()).toHaveLength(15)
  })

  it('sends the CRM the lead with its source, consent and review verdict', async () => {
    const response = await submit({
      ...lead('payload@example.com'),
      kind: 'floor-plan',
      propertyId: 7,
      utmSource: 'newsletter',
      marketingOptIn: true,
    })
    const { id, reference } = (await response.json()) as { id: string; reference: string }
    await runCron(Date.now() + 1000)
    const body = deliveries.find((d) => d.id === id)!.body
    expect(body).toEqual({
      id,
      type: 'lead',
      reference,
      createdAt: expect.any(String),
      data: {
        kind: 'floor-plan',
        fullName: 'Maya Lindqvist',
        email: 'payload@example.com',
        phone: '+46701234567',
        message: null,
        propertyId: 7,
        agentId: null,
        marketingOptIn: true,
      },
      source: {
        page: '/contact',
        locale: 'en',
        utm: { source: 'newsletter' },
        affiliateTransactionId: null,
      },
      consent: {
        version: '2025-06-01',
        locale: 'en',
        at: body.createdAt,
        marketingOptIn: true,
      },
      review: { status: 'clear', reason: null },
    })
  })
})

describe('forwarding right after the commit', () => {
  const deliveries = useFlakyCrm(0)

  it('delivers at once when the CRM is up, after the lead is stored', async () => {
    const response = await submit(lead('instant@example.com'), { LEAD_WEBHOOK_URL: CRM })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(deliveries.map((d) => d.id)).toEqual([id])
    expect(await outboxRow(id)).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('sends a row once when the answer-time sender and the cron race for it', async () => {
    const response = await submit(lead('race-send@example.com'))
    const { id } = (await response.json()) as { id: string }
    const target = { DB: env.DB, LEAD_WEBHOOK_URL: CRM }
    const outcomes = await Promise.all([deliverOne(target, id), deliverOne(target, id)])
    expect(outcomes.sort()).toEqual(['delivered', 'skipped'])
    expect(deliveries.filter((d) => d.id === id)).toHaveLength(1)
  })
})

describe('a CRM that is down', () => {
  useFlakyCrm(1000)

  it('never loses or hides the lead: the visitor gets 201 and the row waits in the outbox', async () => {
    const response = await submit(lead('crm-down@example.com'), { LEAD_WEBHOOK_URL: CRM })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 1, last_status: 500 })
    const row = await env.DB.prepare('SELECT email FROM leads WHERE id = ?').bind(id).first()
    expect(row).toEqual({ email: 'crm-down@example.com' })
  })
})

describe('a database that is down', () => {
  it('answers 503 and never 201 when the lead could not be committed', async () => {
    // batches fail, on the binding and in the D1 session each request reads through
    const failingBatch = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(inner, name) {
          if (name === 'batch') return () => Promise.reject(new Error('D1_ERROR: storage down'))
          if (name === 'withSession') {
            return (constraint?: string) => failingBatch(env.DB.withSession(constraint))
          }
          const value = Reflect.get(inner, name)
          return typeof value === 'function' ? value.bind(inner) : value
        },
      })
    const failing = failingBatch(env.DB)
    const response = await submit(lead('db-down@example.com'), {
      DB: failing,
    } as unknown as Record<string, string>)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: 'We cannot accept submissions right now. Please try again in a few minutes.',
    })
    const row = await env.DB.prepare('SELECT 1 FROM leads WHERE email = ?')
      .bind('db-down@example.com')
      .first()
    expect(row).toBeNull()
  })

  it('lets the same submission through once the database is back, by its key', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'Idempotency-Key': 'after-outage-0001',
        'CF-Connecting-IP': '203.0.113.250',
      },
      body: JSON.stringify(lead('db-down@example.com')),
    })
    expect(response.status).toBe(201)
  })
})
