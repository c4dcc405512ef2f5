import { rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalServer, type LocalServer } from '../../scripts/local-server.mjs'

// The whole path of a lead to the CRM on the real stack: `wrangler dev` with LEAD_WEBHOOK_URL
// pointing at a receiver on 127.0.0.1 that fails the first two attempts for every record (a 500,
// then a dropped connection), and the scheduled handler triggered as the cron would.

interface Received {
  id: string
  type: string
  attempt: string | undefined
  idempotencyKey: string | undefined
  outcome: 'error-500' | 'dropped' | 'accepted'
}

const received: Received[] = []
let receiver: Server
let site: LocalServer
let crmUrl: string

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

/** A free port on 127.0.0.1, so this second site never collides with another suite's. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    const payload = JSON.parse(await readBody(request)) as { id: string; type: string }
    const earlier = received.filter((entry) => entry.id === payload.id).length
    const entry: Received = {
      id: payload.id,
      type: payload.type,
      attempt: request.headers['x-delivery-attempt'] as string | undefined,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      outcome: earlier === 0 ? 'error-500' : earlier === 1 ? 'dropped' : 'accepted',
    }
    received.push(entry)
    if (entry.outcome === 'error-500') {
      response.writeHead(500).end('CRM is down')
    } else if (entry.outcome === 'dropped') {
      request.socket.destroy()
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
    }
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  crmUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`

  const port = await freePort()
  const persistTo = `.wrangler/e2e-forwarding-${port}`
  rmSync(persistTo, { recursive: true, force: true })
  site = await startLocalServer({ port, persistTo, vars: { LEAD_WEBHOOK_URL: crmUrl } })
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await new Promise((resolve) => receiver?.close(resolve))
})

async function submit(path: string, body: object): Promise<string> {
  const response = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.url },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** Runs the cron as Cloudflare would at `time` (wrangler dev's scheduled trigger). */
async function runCron(time: number) {
  const response = await fetch(
    `${site.url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}&time=${time}`
  )
  expect(await response.text()).toBe('ok')
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 20_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('forwarding to the CRM through the outbox', () => {
  it('delivers every record of every form exactly once by id, through failures', async () => {
    const contact = { fullName: 'Aisha Rahman', phone: '+971 50 123 4567', locale: 'en' }
    const ids = [
      await submit('/api/leads', { ...contact, kind: 'call', email: 'a1@example.com' }),
      await submit('/api/leads', { ...contact, kind: 'landing', email: 'a2@example.com' }),
      await submit('/api/leads', { ...contact, kind: 'brochure', email: 'a3@example.com' }),
      await submit('/api/newsletter', { email: 'news-forward@example.com' }),
      await submit('/api/careers', { fullName: 'Omar Haddad', email: 'omar-f@example.com' }),
      await submit('/api/partners', { ...contact, email: 'partner-f@example.com' }),
      await submit('/api/feedback', { rating: 5, message: 'Forwarded feedback works.' }),
    ]
    // The first attempt starts right after each commit, and the CRM answers 500
    await until(() => ids.every((id) => received.some((r) => r.id === id)), 'first attempts')

    const start = Date.now()
    await runCron(start + 10 * 60_000) // the connection drops
    await runCron(start + 30 * 60_000) // accepted
    await runCron(start + 60 * 60_000) // nothing left to send

    const sent = new Set(received.map((entry) => entry.id))
    expect([...sent].sort()).toEqual([...ids].sort())
    for (const id of ids) {
      const attempts = received.filter((entry) => entry.id === id)
      expect(attempts.map((entry) => entry.outcome)).toEqual(['error-500', 'dropped', 'accepted'])
      expect(attempts.map((entry) => entry.attempt)).toEqual(['1', '2', '3'])
      expect(attempts.every((entry) => entry.idempotencyKey === id)).toBe(true)
    }
    expect(
      received
        .filter((entry) => entry.outcome === 'accepted')
        .map((e) => e.type)
        .sort()
    ).toEqual([
      'career_application',
      'feedback',
      'lead',
      'lead',
      'lead',
      'newsletter_subscription',
      'partner_application',
    ])
  }, 60_000)

  it('forwards a WhatsApp click as a lead event', async () => {
    const before = received.length
    const response = await fetch(`${site.url}/go/whatsapp?source=e2e&locale=en`, {
      redirect: 'manual',
      // a visitor's browser: the clicks of bots and scripts are not leads
      headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' },
    })
    expect(response.status).toBe(302)
    await until(() => received.length > before, 'the click')
    expect(received.at(-1)).toMatchObject({ type: 'lead_event', outcome: 'error-500' })
  })
})
