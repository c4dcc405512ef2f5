// Forwarding leads from the outbox by cron: the backoff until the CRM accepts, and what it is sent.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { retryDelay } from '../../src/outbox/deliver'
import { CRM, lead, outboxRow, submit, useFlakyCrm } from './crm-forwarding'

async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext()
  await worker.scheduled(
    createScheduledController({ scheduledTime, cron: '* * * * *' }),
    { ...env, LEAD_WEBHOOK_URL: CRM },
    ctx
  )
  await waitOnExecutionContext(ctx)
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
