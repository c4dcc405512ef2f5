// The CMS's webhook and the reconcile's endpoint refuse what is not theirs to act on, and a sync
// that cannot finish changes nothing (the content, the cached pages) and answers 503.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { useLogLines } from './log-lines'

const SECRET = 'webhook-secret-for-tests'
// a CMS that is not there: nothing listens on port 9
const DOWN = { CMS_URL: 'http://127.0.0.1:9/api', CMS_WEBHOOK_SECRET: SECRET }

async function post(
  path: string,
  body: unknown,
  vars: Record<string, unknown> = DOWN,
  secret = SECRET
) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`https://webhook-site.test${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { ...env, ...vars },
    ctx
  )
  const json = (await response.json()) as Record<string, unknown>
  await waitOnExecutionContext(ctx)
  return { status: response.status, json }
}

const hook = (event: string, uid = 'api::property.property', documentId = 'abc123def456') => ({
  event,
  uid,
  model: uid.split('.').pop(),
  entry: { id: 7, documentId, locale: 'en' },
})

const vector = () =>
  env.DB.prepare('SELECT seq, versions FROM content_scopes WHERE id = 1').first<{ seq: number }>()

describe("the CMS's webhook", () => {
  useLogLines()

  it('is not there without its secret, and refuses a wrong one', async () => {
    expect(
      (await post('/api/cms/webhook', hook('entry.publish'), { CMS_WEBHOOK_SECRET: '' })).status
    ).toBe(404)
    expect((await post('/api/cms/sync', {}, { CMS_WEBHOOK_SECRET: undefined })).status).toBe(404)
    expect((await post('/api/cms/webhook', hook('entry.publish'), DOWN, 'wrong')).status).toBe(401)
    expect((await post('/api/cms/sync', {}, DOWN, 'wrong')).status).toBe(401)
  })

  it('says a draft saved changes nothing a visitor sees, and acts on nothing', async () => {
    const before = await vector()
    for (const event of ['entry.create', 'entry.update']) {
      const answer = await post('/api/cms/webhook', hook(event))
      expect(answer.status).toBe(202)
      expect(answer.json).toMatchObject({
        ignored: event,
        reason: expect.stringContaining('draft'),
      })
    }
    expect(await vector()).toEqual(before)
  })

  it("ignores events and models that are not the site's content", async () => {
    expect((await post('/api/cms/webhook', hook('trigger-test'))).status).toBe(202)
    expect((await post('/api/cms/webhook', {})).status).toBe(202)
    const referral = await post('/api/cms/webhook', hook('entry.publish', 'api::referral.referral'))
    expect(referral.status).toBe(202)
    expect(referral.json.reason).toContain('api::referral.referral')
  })

  it('refuses an event that names no document or no file', async () => {
    const nameless = { event: 'entry.publish', uid: 'api::property.property', entry: {} }
    expect((await post('/api/cms/webhook', nameless)).status).toBe(400)
    expect((await post('/api/cms/webhook', hook('entry.publish', undefined, '../x'))).status).toBe(
      400
    )
    expect((await post('/api/cms/webhook', { event: 'media.update', media: {} })).status).toBe(400)
  })

  it('answers 503 and changes nothing when the CMS cannot be read', async () => {
    const before = await vector()
    const listings = await env.DB.prepare('SELECT COUNT(*) AS n FROM properties').first()
    for (const event of ['entry.publish', 'entry.unpublish', 'entry.delete']) {
      const answer = await post('/api/cms/webhook', hook(event))
      expect(answer.status, event).toBe(503)
      expect(answer.json.error).toContain('CMS unreachable')
    }
    expect((await post('/api/cms/sync', { budget: 10 })).status).toBe(503)
    expect(await vector()).toEqual(before)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM properties').first()).toEqual(listings)
  })

  it('answers 503 without CMS_URL, and 400 for a budget out of range', async () => {
    expect(
      (await post('/api/cms/webhook', hook('entry.publish'), { CMS_WEBHOOK_SECRET: SECRET })).status
    ).toBe(503)
    for (const budget of [0, 501, 'all', 2.5]) {
      expect((await post('/api/cms/sync', { budget })).status, String(budget)).toBe(400)
    }
  })
})
