// A delivery the CRM refuses for good (a 401 after its key was rotated): retried with backoff
// for OUTBOX_DEAD_AFTER_HOURS, then dead (one error logged, no more attempts), then replayed with
// the query `npm run outbox -- replay` runs, and delivered once the CRM takes it again.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { DEAD_LETTERS_SQL, replaySql } from '../../scripts/outbox/sql.mjs'
import { CRM, lead, outboxRow, submit } from './crm-forwarding'
import { useLogLines } from './log-lines'

const HOUR = 60 * 60 * 1000

async function runCron(scheduledTime: number, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  await worker.scheduled(
    createScheduledController({ scheduledTime, cron: '* * * * *' }),
    { ...env, LEAD_WEBHOOK_URL: CRM, ...vars },
    ctx
  )
  await waitOnExecutionContext(ctx)
}

describe('dead letters', () => {
  const log = useLogLines()
  let crmAccepts = false
  const sent: string[] = []
  beforeEach(() => {
    crmAccepts = false
    sent.length = 0
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      sent.push(request.headers.get('Idempotency-Key') ?? '')
      return crmAccepts
        ? Response.json({ ok: true }, { status: 201 })
        : Response.json({ error: 'invalid api key' }, { status: 401 })
    })
  })

  async function newLead(email: string) {
    const response = await submit(lead(email))
    expect(response.status).toBe(201)
    return ((await response.json()) as { id: string }).id
  }

  /** Runs the cron every hour from `from` to `to`, as the minutely cron would find it due. */
  async function cronHourly(from: number, to: number, vars: Record<string, string> = {}) {
    for (let at = from; at <= to; at += HOUR) await runCron(at, vars)
  }

  it('gives up after the configured time, logs one error, and never sends it again', async () => {
    const id = await newLead('dead-letter@example.com')
    const start = Date.now() + 1000
    await cronHourly(start, start + 71 * HOUR)
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', last_status: 401 })
    expect(log.events('outbox.dead-letter')).toEqual([])

    await cronHourly(start + 72 * HOUR, start + 80 * HOUR)
    const row = await outboxRow(id)
    expect(row).toMatchObject({ status: 'dead', last_status: 401, failing_since: start })
    const alerts = log.events('outbox.dead-letter')
    expect(alerts).toEqual([
      expect.objectContaining({ level: 'error', id, type: 'lead', lastStatus: 401 }),
    ])
    expect(alerts[0]!.failingHours).toBe(72)
    // dead: the hours after the alert send nothing more for it
    const attempts = sent.filter((key) => key === id).length
    await cronHourly(start + 81 * HOUR, start + 90 * HOUR)
    expect(sent.filter((key) => key === id)).toHaveLength(attempts)
    expect(log.events('outbox.dead-letter')).toHaveLength(1)
  })

  it('follows OUTBOX_DEAD_AFTER_HOURS', async () => {
    const id = await newLead('dead-soon@example.com')
    const start = Date.now() + 1000
    await cronHourly(start, start + 2 * HOUR, { OUTBOX_DEAD_AFTER_HOURS: '2' })
    expect(await outboxRow(id)).toMatchObject({ status: 'dead' })
  })

  it('lists a dead delivery and replays it into a delivery the CRM accepts', async () => {
    const id = await newLead('replayed@example.com')
    const start = Date.now() + 1000
    await cronHourly(start, start + 3 * HOUR, { OUTBOX_DEAD_AFTER_HOURS: '2' })
    const { results } = await env.DB.prepare(DEAD_LETTERS_SQL).all<{ id: string }>()
    expect(results.map((row) => row.id)).toContain(id)

    const replayedAt = start + 4 * HOUR
    const replayed = await env.DB.prepare(replaySql({ id, now: replayedAt })).all()
    expect(replayed.results).toEqual([{ id, target: 'crm' }])
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', failing_since: null })

    crmAccepts = true
    await runCron(replayedAt)
    expect(await outboxRow(id)).toMatchObject({ status: 'delivered', last_status: 201 })
    const after = await env.DB.prepare(DEAD_LETTERS_SQL).all<{ id: string }>()
    expect(after.results.map((row) => row.id)).not.toContain(id)
  })

  it('refuses an id that is not one', () => {
    expect(() => replaySql({ id: "x' OR '1'='1", now: 0 })).toThrow(/not an outbox id/)
  })
})
