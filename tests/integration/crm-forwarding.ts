// The lead forwarding tests' side of it: a lead and its submission, a CRM that refuses the first
// attempts, and the lead's row in the outbox.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, beforeEach, vi } from 'vitest'
import worker from '../../src/index'

export const ORIGIN = 'https://brokerage.example'
export const CRM = 'http://crm.test/leads'
let visitor = 0

export function lead(email: string) {
  return {
    kind: 'consultation',
    fullName: 'Maya Lindqvist',
    email,
    phone: '+46 70 123 45 67',
    page: '/contact',
    locale: 'en',
  }
}

export async function submit(body: object, vars: Record<string, string> = {}) {
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

/** The scheduled handler as its cron trigger runs it at `scheduledTime`, with this configuration. */
export async function runCron(
  scheduledTime: number,
  vars: Record<string, string> = {},
  cron = '* * * * *'
) {
  const ctx = createExecutionContext()
  await worker.scheduled(
    createScheduledController({ scheduledTime, cron }),
    { ...env, ...vars },
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
export function useFlakyCrm(failures = 2) {
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

/** A record's delivery to one target (the CRM unless named): its state in the outbox. */
export async function outboxRow(id: string, target: 'crm' | 'cms' = 'crm') {
  return env.DB.prepare('SELECT * FROM outbox_deliveries WHERE record_id = ? AND target = ?')
    .bind(id, target)
    .first<{
      status: string
      attempts: number
      next_attempt_at: number
      last_status: number | null
      last_error: string | null
      delivered_at: string | null
      failing_since: number | null
    }>()
}
