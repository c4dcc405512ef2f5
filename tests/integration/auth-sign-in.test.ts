// The partner sign-in route (POST /api/auth/local), with and without a CMS.
import { describe, expect, it } from 'vitest'
import { PARTNER } from '../fixtures/fake-cms'
import { call, CMS_URL, postForm, postJson, setCookies, SITE, useFakeCms } from './cms-worker'
import { expectNoToken, LOGIN, SESSION, signIn } from './partner-sign-in'
import { freshAddress, withinOneWindow } from './rate-window'

describe('auth routes without CMS_URL', () => {
  const routes: [string, RequestInit][] = [
    ['/api/auth/local', postJson(LOGIN)],
    ['/api/auth/local/register', postJson({ username: 'a', email: 'a@b.c', password: 'x' })],
    ['/api/auth/forgot-password', postJson({ email: 'a@b.c' })],
    ['/api/auth/reset-password', postJson({ code: 'c', password: 'p', passwordConfirmation: 'p' })],
    [
      '/api/auth/change-password',
      postJson({ currentPassword: 'a', password: 'b', passwordConfirmation: 'b' }),
    ],
    ['/api/auth/send-email-confirmation', postJson({ email: 'a@b.c' })],
    ['/api/auth/logout', postJson({})],
    ['/api/auth/google/callback?access_token=x', {}],
    ['/api/users/me', {}],
    ['/connect/google', {}],
  ]
  for (const [path, init] of routes) {
    it(`${init.method ?? 'GET'} ${path} answers 503 with a clear JSON error`, async () => {
      const response = await call(path, init, { CMS_URL: undefined })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ error: 'Authentication is not configured' })
    })
  }
})

describe('POST /api/auth/local', () => {
  const fake = useFakeCms()

  it('forwards the allowed fields as JSON and keeps the JWT in an HttpOnly cookie only', async () => {
    const response = await signIn()
    expect(response.status).toBe(200)
    expect(fake.cms.requests).toHaveLength(1)
    const [forwarded] = fake.cms.requests
    expect(forwarded).toMatchObject({ method: 'POST', path: '/auth/local', authorization: null })
    expect(forwarded!.contentType).toBe('application/json')
    expect(forwarded!.body).toEqual(LOGIN)

    const session = setCookies(response).get(SESSION)!
    expect(session.value).toMatch(/^[\w-]+\.[\w-]+\.\w+$/)
    expect(session.attributes).toContain('HttpOnly')
    expect(session.attributes).toContain('Secure')
    expect(session.attributes).toContain('SameSite=Lax')
    expect(session.attributes).toContain('Path=/')
    expect(session.attributes).toMatch(/Max-Age=\d+/)

    const text = await response.text()
    expectNoToken(text, session.value)
    expect(JSON.parse(text)).toMatchObject({ user: { email: PARTNER.email, id: PARTNER.id } })
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('drops fields the CMS does not need and accepts a form body too', async () => {
    const response = await call(
      '/api/auth/local',
      postForm({ ...LOGIN, role: 'admin', provider: 'local' })
    )
    expect(response.status).toBe(200)
    expect(fake.cms.requests[0]!.body).toEqual(LOGIN)
  })

  it('passes the CMS error through from its body, with no cookie', async () => {
    const response = await call('/api/auth/local', postJson({ ...LOGIN, password: 'wrong' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Invalid identifier or password',
      name: 'ValidationError',
      status: 400,
    })
    expect(setCookies(response).has(SESSION)).toBe(false)
  })

  it('passes a validation error on as field messages', async () => {
    fake.cms.override('/auth/local', () =>
      Response.json(
        {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: '1 error occurred',
            details: { errors: [{ path: ['identifier'], message: 'identifier is invalid' }] },
          },
        },
        { status: 400 }
      )
    )
    const response = await signIn()
    expect(await response.json()).toEqual({
      error: '1 error occurred',
      name: 'ValidationError',
      status: 400,
      fields: { identifier: 'identifier is invalid' },
    })
  })

  it('falls back to UnknownError and 500 when the CMS fails without an error body', async () => {
    fake.cms.override(
      '/auth/local',
      () => new Response('<html>Bad gateway</html>', { status: 502 })
    )
    const response = await signIn()
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      error: 'The CMS answered 502 without an error body',
      name: 'UnknownError',
      status: 500,
    })
    // no retries
    expect(fake.cms.requests).toHaveLength(1)
  })

  it('answers 503 once, without retrying, when the CMS is down', async () => {
    fake.down = true
    const response = await signIn()
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ name: 'ServiceUnavailable', status: 503 })
    expect(globalThis.fetch).toHaveBeenCalledTimes(1)
  })

  it('refuses bad input before the CMS sees it', async () => {
    const cases: [RequestInit, number][] = [
      [{ ...postJson(LOGIN), headers: { Origin: SITE, 'Content-Type': 'text/plain' } }, 415],
      [{ ...postJson(LOGIN), body: '{"identifier":' }, 400],
      [postJson([LOGIN]), 400],
      [postJson({ identifier: { $ne: null }, password: 'x' }), 400],
      [postJson({ identifier: 'x'.repeat(2000), password: 'x' }), 400],
      [postJson({ identifier: '   ', password: 'x' }), 400],
      [postJson({ ...LOGIN, padding: 'x'.repeat(20_000) }), 413],
      [postJson(LOGIN, { Origin: 'https://evil.example' }), 403],
      [
        {
          ...postJson(LOGIN),
          headers: { 'Content-Type': 'application/json', Referer: 'https://evil.example/x' },
        },
        403,
      ],
    ]
    for (const [init, status] of cases) {
      const response = await call('/api/auth/local', init)
      expect(response.status, JSON.stringify(init.headers)).toBe(status)
      expect(await response.json()).toHaveProperty('error')
    }
    expect(fake.cms.requests).toHaveLength(0)
  })

  it('slows down password guessing: past 10 attempts a minute from one client, 429', async () => {
    await withinOneWindow()
    const from = { 'CF-Connecting-IP': freshAddress() }
    // an account each, so only the client's own limit counts them
    for (let i = 0; i < 10; i++) {
      const response = await call(
        '/api/auth/local',
        postJson({ identifier: `guesser-${i}-${from['CF-Connecting-IP']}`, password: 'x' }, from)
      )
      expect(response.status).toBe(400)
    }
    const limited = await call('/api/auth/local', postJson(LOGIN, from))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(fake.cms.requests).toHaveLength(10)
    // another visitor is not affected, and signing out is never limited
    expect((await signIn({ 'CF-Connecting-IP': '203.0.113.8' })).status).toBe(200)
    expect((await call('/api/auth/logout', postJson({}, from))).status).toBe(200)
  })

  it('accepts a POST from the canonical PUBLIC_ORIGIN', async () => {
    const response = await call(
      '/api/auth/local',
      postJson(LOGIN, { Origin: 'https://www.arcadia.example' }),
      {
        CMS_URL,
        PUBLIC_ORIGIN: 'https://www.arcadia.example',
      }
    )
    expect(response.status).toBe(200)
  })

  it('names the missing fields', async () => {
    const response = await call('/api/auth/local', postJson({ identifier: 'x' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ fields: { password: 'This field is required.' } })
  })

  it('judges a POST without Origin or Referer (a server-side client) on its merits', async () => {
    const response = await call('/api/auth/local', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(LOGIN),
    })
    expect(response.status).toBe(200)
  })
})

describe('credential stuffing: failed sign-ins on one account from many addresses', () => {
  const fake = useFakeCms()
  const partner = (email: string) => {
    fake.cms.users.push({ ...PARTNER, id: 100 + fake.cms.users.length, email, username: email })
    return email
  }
  const attempt = (identifier: string, password = 'wrong-guess') =>
    call(
      '/api/auth/local',
      postJson({ identifier, password }, { 'CF-Connecting-IP': freshAddress() })
    )

  it('past 5 failures a minute, every attempt waits, the same whether or not the account exists', async () => {
    await withinOneWindow()
    const run = Date.now().toString(36)
    const answers = []
    for (const identifier of [
      partner(`real-${run}@partners.example`),
      `ghost-${run}@partners.example`,
    ]) {
      for (let i = 0; i < 6; i++) expect((await attempt(identifier)).status).toBe(400)
      // the right password does not help now: the account waits out the minute
      const waiting = await attempt(identifier, PARTNER.password)
      expect(waiting.status).toBe(429)
      const retryAfter = Number(waiting.headers.get('Retry-After'))
      expect(retryAfter).toBeGreaterThan(50)
      expect(retryAfter).toBeLessThanOrEqual(60)
      answers.push(await waiting.json())
      // the CMS saw the failures up to the one over the limit, and nothing after them
      expect(
        fake.cms.requests.filter(
          (r) => (r.body as { identifier?: string })?.identifier === identifier
        )
      ).toHaveLength(6)
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' })
  })

  it('never counts a partner’s successful sign-ins', async () => {
    const identifier = partner(`devices-${Date.now().toString(36)}@partners.example`)
    for (let i = 0; i < 8; i++)
      expect((await attempt(identifier, PARTNER.password)).status).toBe(200)
  })

  it('passes the CMS’s own throttle on with its Retry-After', async () => {
    fake.cms.override('/auth/local', () =>
      Response.json(
        {
          data: null,
          error: {
            status: 429,
            name: 'RateLimitError',
            message: 'Too many requests, please try again later.',
            details: {},
          },
        },
        { status: 429, headers: { 'Retry-After': '900' } }
      )
    )
    const response = await attempt(`locked-${Date.now().toString(36)}@partners.example`)
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('900')
  })
})
