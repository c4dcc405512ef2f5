// Forwarding as the lead is answered: at once after the commit, and with the CRM or D1 down.
import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { deliverOne } from '../../src/outbox/deliver'
import { CRM, lead, ORIGIN, outboxRow, submit, useFlakyCrm } from './crm-forwarding'

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
    const outcomes = await Promise.all([
      deliverOne(target, id, 'crm'),
      deliverOne(target, id, 'crm'),
    ])
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
