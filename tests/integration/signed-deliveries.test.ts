// Deliveries to the CRM carry Standard Webhooks signatures when WEBHOOK_SECRET is set, and the
// receiver of docs/leads-and-privacy.md (docs/examples/crm-receiver.mjs) verifies them.
import { env } from 'cloudflare:test'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { crmReceiver } from '../../docs/examples/crm-receiver.mjs'
import { CRM, lead, outboxRow, runCron, submit } from './crm-forwarding'

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

/** What a CRM sees: every request, and the answers of the documented receiver. */
function useReceiver(secret = SECRET) {
  const kept = new Map<string, object>()
  const requests: { headers: Headers; text(): Promise<string> }[] = []
  const receive = crmReceiver(secret, {
    has: async (id) => kept.has(id),
    put: async (record) => void kept.set((record as { id: string }).id, record),
  })
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    requests.push(request.clone())
    return receive(request)
  })
  return { kept, requests }
}

describe('signed deliveries', () => {
  afterEach(() => vi.restoreAllMocks())

  it('signs each delivery with the record id, and the documented receiver keeps it', async () => {
    const crm = useReceiver()
    const response = await submit(lead('signed@example.com'), {
      LEAD_WEBHOOK_URL: CRM,
      WEBHOOK_SECRET: SECRET,
    })
    const { id } = (await response.json()) as { id: string }
    const [request] = crm.requests
    expect(request!.headers.get('webhook-id')).toBe(id)
    const timestamp = Number(request!.headers.get('webhook-timestamp'))
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60)
    expect(request!.headers.get('webhook-signature')).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
    // the library verifies what the worker signed, and refuses the body changed by one byte
    const body = await request!.text()
    const headers = Object.fromEntries(request!.headers)
    expect(new Webhook(SECRET).verify(body, headers)).toMatchObject({ id, type: 'lead' })
    expect(() => new Webhook(SECRET).verify(body.replace('signed@', 'signer@'), headers)).toThrow()

    expect(crm.kept.get(id)).toMatchObject({ id, data: { email: 'signed@example.com' } })
    expect(await outboxRow(id)).toMatchObject({ status: 'delivered', last_status: 201 })
  })

  it('is refused by the receiver when signed with another secret, and retried', async () => {
    const crm = useReceiver()
    const response = await submit(lead('wrong-key@example.com'), {
      LEAD_WEBHOOK_URL: CRM,
      WEBHOOK_SECRET: 'whsec_' + btoa('another key, another sender'),
    })
    const { id } = (await response.json()) as { id: string }
    expect(crm.kept.has(id)).toBe(false)
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', last_status: 401 })
  })

  it('sends no signature headers while WEBHOOK_SECRET is unset', async () => {
    const crm = useReceiver()
    await submit(lead('unsigned@example.com'), { LEAD_WEBHOOK_URL: CRM })
    expect(crm.requests[0]!.headers.get('webhook-signature')).toBeNull()
    expect(crm.requests[0]!.headers.get('Idempotency-Key')).toBeTruthy()
  })

  it('never sends unsigned when the secret is malformed: the delivery fails and says why', async () => {
    const crm = useReceiver()
    const response = await submit(lead('bad-secret@example.com'), {
      LEAD_WEBHOOK_URL: CRM,
      WEBHOOK_SECRET: 'not a secret!',
    })
    const { id } = (await response.json()) as { id: string }
    expect(crm.requests).toHaveLength(0)
    const row = await outboxRow(id)
    expect(row).toMatchObject({ status: 'pending', last_status: null })
    expect(row!.last_error).toContain('WEBHOOK_SECRET is not a Standard Webhooks secret')
  })

  it('keeps one record when a retry reaches the receiver after it was kept', async () => {
    const crm = useReceiver()
    const vars = { LEAD_WEBHOOK_URL: CRM, WEBHOOK_SECRET: SECRET }
    const response = await submit(lead('retried@example.com'), vars)
    const { id } = (await response.json()) as { id: string }
    // as if the CRM's answer had been lost: the delivery is due again
    await env.DB.prepare(
      `UPDATE outbox_deliveries SET status = 'pending', next_attempt_at = 0
       WHERE record_id = ? AND target = 'crm'`
    )
      .bind(id)
      .run()
    await runCron(Date.now() + 1000, vars)
    const mine = crm.requests.filter((r) => r.headers.get('webhook-id') === id)
    expect(mine.map((r) => r.headers.get('X-Delivery-Attempt'))).toEqual(['1', '2'])
    expect(await outboxRow(id)).toMatchObject({ status: 'delivered', last_status: 200 })
    expect([...crm.kept.keys()].filter((key) => key === id)).toHaveLength(1)
  })
})
