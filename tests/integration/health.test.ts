// GET /healthz: what a monitor polls. D1 down is down (503); the CMS or the CRM's deliveries
// falling behind is degraded (200); every answer is of this moment, never a cached one.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { BACKLOG_ALERT_SECONDS } from '../../src/server/health'

async function healthz(vars: Record<string, unknown> = {}) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request('https://arcadia.test/healthz'),
    { ...env, ...vars } as typeof env,
    ctx
  )
  const body = (await response.json()) as {
    status: string
    checks: Record<string, Record<string, unknown>>
    version: string
  }
  await waitOnExecutionContext(ctx)
  return { response, body }
}

/** A lead in the outbox (delivered to the CMS), its delivery to the CRM in this state. */
function outboxRow(id: string, status: 'pending' | 'dead', createdAt: Date) {
  return env.DB.batch([
    env.DB.prepare(
      `INSERT INTO webhook_outbox (id, record_type, payload, next_attempt_at, created_at)
       VALUES (?, 'lead', '{}', 0, ?)`
    ).bind(id, createdAt.toISOString()),
    env.DB.prepare(
      `UPDATE outbox_deliveries SET status = CASE target WHEN 'crm' THEN ? ELSE 'delivered' END
       WHERE record_id = ?`
    ).bind(status, id),
  ])
}

const CRM = { LEAD_WEBHOOK_URL: 'http://crm.test/leads' }

describe('GET /healthz', () => {
  afterEach(async () => {
    vi.restoreAllMocks()
    await env.DB.prepare('DELETE FROM webhook_outbox').run()
  })

  it('is ok with D1 answering, and says what it did not check', async () => {
    const { response, body } = await healthz()
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(body).toEqual({
      status: 'ok',
      checks: {
        d1: { status: 'ok', latencyMs: expect.any(Number) },
        outbox: {
          status: 'skipped',
          reason: 'no delivery target configured (LEAD_WEBHOOK_URL; CMS_URL and CMS_INTAKE_TOKEN)',
          pending: 0,
          oldestPendingAgeSeconds: null,
          dead: 0,
          targets: {
            crm: { configured: false, pending: 0, oldestPendingAgeSeconds: null, dead: 0 },
            cms: { configured: false, pending: 0, oldestPendingAgeSeconds: null, dead: 0 },
          },
        },
        cms: { status: 'skipped', reason: 'CMS_URL not set' },
      },
      version: expect.any(String),
    })
  })

  it('is down with 503 when D1 cannot answer', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = new Proxy({} as D1Database, {
      get: () => () => {
        throw new Error('D1 unreachable')
      },
    })
    const { response, body } = await healthz({ DB: broken })
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(body.status).toBe('down')
    expect(body.checks.d1).toMatchObject({ status: 'down', error: 'D1 unreachable' })
  })

  it('reports the backlog and its oldest age, degraded once the CRM falls an hour behind', async () => {
    await outboxRow('fresh', 'pending', new Date(Date.now() - 30_000))
    const recent = await healthz(CRM)
    expect(recent.body.status).toBe('ok')
    expect(recent.body.checks.outbox).toMatchObject({ status: 'ok', pending: 1, dead: 0 })

    await outboxRow('stuck', 'pending', new Date(Date.now() - 2 * BACKLOG_ALERT_SECONDS * 1000))
    const late = await healthz(CRM)
    expect(late.response.status).toBe(200)
    expect(late.body.status).toBe('degraded')
    expect(late.body.checks.outbox).toMatchObject({ status: 'degraded', pending: 2 })
    expect(late.body.checks.outbox!.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(
      2 * BACKLOG_ALERT_SECONDS
    )
  })

  it('is degraded while a dead letter waits for a replay', async () => {
    await outboxRow('given-up', 'dead', new Date())
    const { body } = await healthz(CRM)
    expect(body.status).toBe('degraded')
    expect(body.checks.outbox).toMatchObject({ status: 'degraded', pending: 0, dead: 1 })
  })

  it("asks the CMS's own health route when CMS_URL is set, and is degraded while it is down", async () => {
    const asked: string[] = []
    let up = true
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(new Request(input).url)
      if (!up) throw new TypeError('fetch failed: connection refused')
      return new Response(null, { status: 204 })
    })
    const cms = { CMS_URL: 'https://cms.arcadia.test/api' }
    const ok = await healthz(cms)
    expect(ok.body.status).toBe('ok')
    expect(ok.body.checks.cms).toMatchObject({ status: 'ok', latencyMs: expect.any(Number) })
    up = false
    const down = await healthz(cms)
    expect(down.response.status).toBe(200)
    expect(down.body.status).toBe('degraded')
    expect(down.body.checks.cms).toMatchObject({ status: 'down' })
    expect(asked).toEqual(['https://cms.arcadia.test/_health', 'https://cms.arcadia.test/_health'])
  })

  it('is never answered from a cache: each request sees the state of its moment', async () => {
    const before = await healthz(CRM)
    await outboxRow('new-lead', 'pending', new Date())
    const after = await healthz(CRM)
    expect(before.body.checks.outbox!.pending).toBe(0)
    expect(after.body.checks.outbox!.pending).toBe(1)
    for (const { response } of [before, after]) {
      expect(response.headers.get('X-Edge-Cache')).toBeNull()
    }
  })
})
