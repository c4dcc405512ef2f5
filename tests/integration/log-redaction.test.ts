// The worker's log lines, read as someone with access to the logs would: one JSON object per line
// with its request's id, and nothing a visitor typed or a credential anywhere in them, even when
// the failures quote it back.
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { call, CMS_URL, postJson, SITE, useFakeCms } from './cms-worker'
import { useLogLines } from './log-lines'

const EMAIL = 'maya.lindqvist@example.com'
const PHONE = '+46 70 123 45 67'
const PASSWORD = 'Tr0ub4dor&3-horse'
const ACCESS_TOKEN = 'ya29.a0AfB_byC-provider-token-42'
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6N30.c2lnbmF0dXJlLXNlY3JldA'
/** What must never appear, in every form it could take */
const SECRETS = [
  EMAIL,
  'maya.lindqvist%40example.com',
  PHONE,
  '46701234567',
  PASSWORD,
  ACCESS_TOKEN,
  JWT,
]

function expectNoSecret(raw: string[]) {
  for (const line of raw) {
    for (const secret of SECRETS) expect(line, `a log line quotes ${secret}`).not.toContain(secret)
  }
}

/** `object` with one method replaced; every other method still called on the object itself. */
function withMethod<T extends object>(object: T, name: string, method: unknown): T {
  return new Proxy(object, {
    get(target, key) {
      if (key === name) return method
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** A D1 binding whose sessions fail every commit quoting the values given, as a driver might. */
function quotingDb(db: D1Database): D1Database {
  return withMethod(db, 'withSession', (constraint?: string) =>
    withMethod(db.withSession(constraint), 'batch', async () => {
      throw new Error(`D1_ERROR: constraint failed for ('${EMAIL}', '${PHONE}')`)
    })
  )
}

describe('the log', () => {
  const fake = useFakeCms()
  const log = useLogLines()

  it('writes one JSON line per request with its id, method, path, status and duration', async () => {
    await call('/our-story?utm_source=news', { headers: { 'CF-Ray': '8c3f1a2b3c4d5e6f-DXB' } })
    const [line] = log.events('request')
    expect(line).toEqual({
      level: 'info',
      event: 'request',
      requestId: '8c3f1a2b3c4d5e6f-DXB',
      method: 'GET',
      path: '/our-story',
      status: 200,
      durationMs: expect.any(Number),
      cache: expect.stringMatching(/^(HIT|MISS)$/),
    })
  })

  it('carries the request id on every line written while the request is handled', async () => {
    fake.down = true
    await call('/api/auth/local', postJson({ identifier: EMAIL, password: PASSWORD }), {
      CMS_URL,
    })
    const lines = log.lines()
    expect(lines.map((line) => line.event)).toEqual(['cms.unreachable', 'request'])
    const ids = new Set(lines.map((line) => line.requestId))
    expect(ids.size).toBe(1)
    expect([...ids][0]).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('never holds an e-mail, phone, password, token, cookie or query string', async () => {
    const cookie = { Cookie: `__Host-session=${JWT}; __Host-refresh=${JWT}` }
    // A lead whose commit fails with a message quoting the visitor's details, posted to an
    // address with their details in its query
    const lead = {
      kind: 'consultation',
      fullName: 'Maya Lindqvist',
      email: EMAIL,
      phone: PHONE,
      page: '/contact',
      locale: 'en',
    }
    const failed = await call(
      `/api/leads?email=${encodeURIComponent(EMAIL)}&phone=${encodeURIComponent(PHONE)}`,
      postJson(lead, cookie),
      { DB: quotingDb(env.DB) } as unknown as Record<string, string>
    )
    expect(failed.status).toBe(503)

    // A sign-in the CMS refuses with a 500 that quotes what it was sent
    fake.cms.override('/auth/local', () =>
      Response.json(
        {
          data: null,
          error: {
            status: 500,
            name: 'InternalServerError',
            message: `no user ${EMAIL} with password ${PASSWORD}`,
          },
        },
        { status: 500 }
      )
    )
    const signIn = await call(
      '/api/auth/local',
      postJson({ identifier: EMAIL, password: PASSWORD })
    )
    expect(signIn.status).toBeGreaterThanOrEqual(500)

    // The provider's callback while the CMS cannot be reached, its error naming the whole URL
    vi.mocked(fetch).mockImplementation(async (input) => {
      throw new TypeError(`Fetch API cannot load: ${new Request(input).url}`)
    })
    const callback = await call(
      `/api/auth/google/callback?access_token=${ACCESS_TOKEN}&id_token=${JWT}`,
      { headers: cookie }
    )
    expect(callback.status).toBe(503)

    // A page that fails outright (the cache throws), asked for with a token in its query
    vi.spyOn(caches, 'open').mockRejectedValue(new Error(`cache down for ${SITE}/?t=${JWT}`))
    const page = await call(`/partners?access_token=${ACCESS_TOKEN}&email=${EMAIL}`, {
      headers: cookie,
    })
    expect(page.status).toBe(500)

    expectNoSecret(log.raw)
    const lines = log.lines()
    expect(lines.map((line) => line.event)).toEqual(
      expect.arrayContaining(['form.not-stored', 'cms.failed', 'cms.unreachable', 'request.failed'])
    )
    expect(lines.filter((line) => line.event === 'request')).toHaveLength(4)
    for (const line of lines) {
      expect(line.requestId, line.event).toBeTruthy()
      expect(line.path, line.event).not.toContain('?')
    }
  })
})
