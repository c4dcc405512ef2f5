import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { READ_EVERY_MS } from '../../src/db/content-version'
import { createStrapiContentFake } from '../fixtures/strapi-content'

const SECRET = 'webhook-secret-for-tests'
const CMS = { CONTENT_SOURCE: 'cms', CMS_URL: 'http://cms.test/api', CMS_WEBHOOK_SECRET: SECRET }
let fake = createStrapiContentFake()

beforeEach(() => {
  fake = createStrapiContentFake()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    fake.handle(new Request(input, init))
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function call(path: string, init?: RequestInit) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`https://webhook-site.test${path}`, init),
    { ...env, ...CMS },
    ctx
  )
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, body, cache: response.headers.get('X-Edge-Cache') }
}

const webhook = (event: string, secret = SECRET) =>
  call('/api/cms/webhook', {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event, model: 'property', entry: { documentId: 'p1' } }),
  })

describe("the CMS's publish webhook", () => {
  it('shows an edit within seconds, not after the edge TTL', async () => {
    expect((await call('/catalog/1')).body).toContain('CMS Listing 1')
    expect((await call('/catalog/1')).cache).toBe('HIT')
    const listing = fake.entries('properties').find((entry) => entry.ref === 1)!
    listing.title = 'CMS Listing 1, price reduced'

    expect((await webhook('entry.publish')).status).toBe(200)
    vi.setSystemTime(Date.now() + READ_EVERY_MS + 1)
    const after = await call('/catalog/1')
    expect(after.cache).toBe('MISS')
    expect(after.body).toContain('CMS Listing 1, price reduced')
  })

  it('refuses a wrong secret and ignores events that change nothing on the site', async () => {
    expect((await webhook('entry.publish', 'wrong')).status).toBe(401)
    expect((await webhook('trigger-test')).status).toBe(202)
    const unconfigured = await worker.fetch(
      new Request('https://webhook-site.test/api/cms/webhook', { method: 'POST' }),
      { ...env, CMS_WEBHOOK_SECRET: undefined },
      createExecutionContext()
    )
    expect(unconfigured.status).toBe(404)
  })
})
