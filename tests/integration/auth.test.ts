import { describe, expect, it } from 'vitest'
import { PARTNER } from '../fixtures/fake-cms'
import {
  call,
  CMS_URL,
  cookieHeader,
  postForm,
  postJson,
  setCookies,
  SITE,
  useFakeCms,
} from './cms-worker'

const SESSION = '__Host-session'
const REFRESH = '__Host-refresh'
const LOGIN = { identifier: PARTNER.email, password: PARTNER.password }

const signIn = (headers: Record<string, string> = {}) =>
  call('/api/auth/local', postJson(LOGIN, headers))

/** Asserts no token of any kind appears in a body the page can read. */
function expectNoToken(text: string, ...tokens: (string | undefined)[]) {
  expect(text).not.toMatch(/"(jwt|refreshToken|accessToken|access_token)"/)
  for (const token of tokens) if (token) expect(text).not.toContain(token)
}

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
    const from = { 'CF-Connecting-IP': '203.0.113.7' }
    for (let i = 0; i < 10; i++) {
      const response = await call(
        '/api/auth/local',
        postJson({ ...LOGIN, password: `guess-${i}` }, from)
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

describe('the other auth routes', () => {
  const fake = useFakeCms()

  it('register starts a session and passes a duplicate through', async () => {
    const body = {
      username: 'newpartner',
      email: 'new@partners.example',
      password: 'secret-pass-1',
    }
    const response = await call('/api/auth/local/register', postJson(body))
    expect(response.status).toBe(200)
    expect(fake.cms.requests[0]).toMatchObject({ path: '/auth/local/register', body })
    const session = setCookies(response).get(SESSION)!
    expectNoToken(await response.text(), session.value)

    const again = await call('/api/auth/local/register', postJson(body))
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({
      error: 'Email or Username are already taken',
      name: 'ApplicationError',
    })
  })

  it('forgot-password and send-email-confirmation forward the email and set no cookie', async () => {
    for (const path of ['/auth/forgot-password', '/auth/send-email-confirmation']) {
      const response = await call(`/api${path}`, postJson({ email: ' layla@partners.example ' }))
      expect(response.status).toBe(200)
      expect(setCookies(response).size).toBe(0)
      expect(fake.cms.requests.at(-1)).toMatchObject({
        path,
        body: { email: 'layla@partners.example' },
      })
    }
  })

  it('answers forgot-password the same for a partner and a stranger, so accounts stay private', async () => {
    const known = await call('/api/auth/forgot-password', postJson({ email: PARTNER.email }))
    const unknown = await call('/api/auth/forgot-password', postJson({ email: 'nobody@x.example' }))
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.text()).toBe(await unknown.text())
  })

  it('tells the CMS which visitor signs in, so its own limiter counts per visitor', async () => {
    await call('/api/auth/local', postJson(LOGIN, { 'CF-Connecting-IP': '198.51.100.23' }))
    expect(fake.cms.requests.at(-1)!.forwardedFor).toBe('198.51.100.23')
  })

  it('reset-password starts a session; a wrong code passes the error through', async () => {
    const wrong = await call(
      '/api/auth/reset-password',
      postJson({ code: 'nope', password: 'new-pass-1', passwordConfirmation: 'new-pass-1' })
    )
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: 'Incorrect code provided' })

    const response = await call(
      '/api/auth/reset-password',
      postJson({
        code: 'valid-reset-code',
        password: 'new-pass-1',
        passwordConfirmation: 'new-pass-1',
      })
    )
    expect(response.status).toBe(200)
    const session = setCookies(response).get(SESSION)!
    expect(session.attributes).toContain('HttpOnly')
    expectNoToken(await response.text(), session.value)
  })

  it('change-password sends the bearer token from the cookie and renews the session', async () => {
    const signedIn = await signIn()
    const token = setCookies(signedIn).get(SESSION)!.value
    const response = await call(
      '/api/auth/change-password',
      postJson(
        {
          currentPassword: PARTNER.password,
          password: 'changed-1',
          passwordConfirmation: 'changed-1',
        },
        { Cookie: cookieHeader(signedIn) }
      )
    )
    expect(response.status).toBe(200)
    expect(fake.cms.requests.at(-1)!.authorization).toBe(`Bearer ${token}`)
    const renewed = setCookies(response).get(SESSION)!.value
    expect(renewed).not.toBe(token)
    expectNoToken(await response.text(), token, renewed)
  })

  it('change-password without a session passes the CMS refusal through', async () => {
    const response = await call(
      '/api/auth/change-password',
      postJson({ currentPassword: 'a', password: 'b', passwordConfirmation: 'b' })
    )
    expect(response.status).toBe(401)
    expect(fake.cms.requests[0]!.authorization).toBe(null)
    expect(await response.json()).toMatchObject({ name: 'UnauthorizedError' })
  })

  it('sends the bearer token on every route once a session exists', async () => {
    const signedIn = await signIn()
    const token = setCookies(signedIn).get(SESSION)!.value
    await call(
      '/api/auth/forgot-password',
      postJson({ email: PARTNER.email }, { Cookie: cookieHeader(signedIn) })
    )
    expect(fake.cms.requests.at(-1)!.authorization).toBe(`Bearer ${token}`)
  })
})

describe('GET /api/users/me', () => {
  const fake = useFakeCms()

  it('answers 401 without asking the CMS when there is no session', async () => {
    const response = await call('/api/users/me')
    expect(response.status).toBe(401)
    expect(fake.cms.requests).toHaveLength(0)
  })

  it('loads the user with the bearer token and passes only populate and fields on', async () => {
    const signedIn = await signIn()
    const token = setCookies(signedIn).get(SESSION)!.value
    const response = await call(
      '/api/users/me?populate[referrals]=true&fields[0]=email&filters[id]=1&redirect=https://evil.example',
      { headers: { Cookie: cookieHeader(signedIn) } }
    )
    expect(response.status).toBe(200)
    const forwarded = fake.cms.requests.at(-1)!
    expect(forwarded.authorization).toBe(`Bearer ${token}`)
    expect([...forwarded.query.keys()]).toEqual(['populate[referrals]', 'fields[0]'])
    const text = await response.text()
    expectNoToken(text, token)
    expect(JSON.parse(text)).toMatchObject({ email: PARTNER.email, referrals: expect.any(Array) })
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('clears the session cookie when the CMS refuses the token', async () => {
    const response = await call('/api/users/me', {
      headers: { Cookie: `${SESSION}=not-a-real-token` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ name: 'UnauthorizedError' })
    expect(setCookies(response).get(SESSION)?.attributes).toContain('Max-Age=0')
  })

  it('keeps the session when the CMS is down, so it still works once the CMS is back', async () => {
    const signedIn = await signIn()
    fake.down = true
    const response = await call('/api/users/me', { headers: { Cookie: cookieHeader(signedIn) } })
    expect(response.status).toBe(503)
    expect(setCookies(response).has(SESSION)).toBe(false)
    expect(setCookies(response).has(REFRESH)).toBe(false)
    fake.down = false
    const back = await call('/api/users/me', { headers: { Cookie: cookieHeader(signedIn) } })
    expect(back.status).toBe(200)
  })

  it('drops an expired token instead of sending it', async () => {
    const { jwt } = fake.cms.tokenFor(undefined, -60)
    const response = await call('/api/users/me', { headers: { Cookie: `${SESSION}=${jwt}` } })
    expect(response.status).toBe(401)
    expect(fake.cms.requests).toHaveLength(0)
    expect(setCookies(response).get(SESSION)?.attributes).toContain('Max-Age=0')
  })
})

describe('POST /api/auth/logout', () => {
  const fake = useFakeCms()

  it('clears both cookies and answers without asking a legacy CMS', async () => {
    const signedIn = await signIn()
    const response = await call(
      '/api/auth/logout',
      postJson({}, { Cookie: cookieHeader(signedIn) })
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    const cookies = setCookies(response)
    expect(cookies.get(SESSION)?.attributes).toContain('Max-Age=0')
    expect(cookies.get(REFRESH)?.attributes).toContain('Max-Age=0')
    expect(fake.cms.requests.map((r) => r.path)).toEqual(['/auth/local'])
  })

  it('as a plain form redirects to a path on this site only', async () => {
    const local = await call(
      '/api/auth/logout',
      postForm({ next: '/ar/partners/sign-in?signedOut' })
    )
    expect(local.status).toBe(303)
    expect(local.headers.get('Location')).toBe('/ar/partners/sign-in?signedOut')
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const response = await call('/api/auth/logout', postForm({ next }))
      expect(response.headers.get('Location')).toBe('/partners/sign-in')
    }
  })

  it('refuses a cross-site logout', async () => {
    const response = await call(
      '/api/auth/logout',
      postJson({}, { Origin: 'https://evil.example' })
    )
    expect(response.status).toBe(403)
  })
})

describe('Strapi 5 refresh tokens', () => {
  const fake = useFakeCms({ refreshMode: true, accessTtl: 600 })

  it('keeps the refresh token in its own HttpOnly cookie, never in the body', async () => {
    const response = await signIn()
    const cookies = setCookies(response)
    const refresh = cookies.get(REFRESH)!
    expect(refresh.value).toMatch(/^refresh-/)
    expect(refresh.attributes).toContain('HttpOnly')
    expect(refresh.attributes).toContain('Secure')
    expectNoToken(await response.text(), refresh.value, cookies.get(SESSION)!.value)
  })

  it('renews an expired access token before calling the CMS', async () => {
    const { jwt, refreshToken } = fake.cms.tokenFor(undefined, -10)
    const response = await call('/api/users/me', {
      headers: { Cookie: `${SESSION}=${jwt}; ${REFRESH}=${refreshToken}` },
    })
    expect(response.status).toBe(200)
    expect(fake.cms.requests.map((r) => r.path)).toEqual(['/auth/refresh', '/users/me'])
    const cookies = setCookies(response)
    const renewed = cookies.get(SESSION)!.value
    expect(renewed).not.toBe(jwt)
    expect(fake.cms.requests[1]!.authorization).toBe(`Bearer ${renewed}`)
    expect(cookies.get(REFRESH)!.value).not.toBe(refreshToken)
    expectNoToken(await response.text(), renewed, cookies.get(REFRESH)!.value)
  })

  it('keeps the partner signed in when the CMS is down as the token is renewed', async () => {
    const { jwt, refreshToken } = fake.cms.tokenFor(undefined, -10)
    const headers = { Cookie: `${SESSION}=${jwt}; ${REFRESH}=${refreshToken}` }
    fake.down = true
    const response = await call('/api/users/me', { headers })
    // a temporary error, not "not signed in", and both cookies left as they are
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ name: 'ServiceUnavailable' })
    expect(setCookies(response).size).toBe(0)
    fake.down = false
    expect((await call('/api/users/me', { headers })).status).toBe(200)
  })

  it('signs out when the refresh token is refused', async () => {
    const response = await call('/api/users/me', {
      headers: { Cookie: `${REFRESH}=refresh-unknown` },
    })
    expect(response.status).toBe(401)
    expect(setCookies(response).get(REFRESH)?.attributes).toContain('Max-Age=0')
  })

  it('revokes the CMS session on logout', async () => {
    const signedIn = await signIn()
    const token = setCookies(signedIn).get(SESSION)!.value
    await call('/api/auth/logout', postJson({}, { Cookie: cookieHeader(signedIn) }))
    expect(fake.cms.requests.at(-1)).toMatchObject({
      path: '/auth/logout',
      authorization: `Bearer ${token}`,
    })
  })
})

describe("Strapi 5 sessions with the refresh token in Strapi's own cookie", () => {
  const fake = useFakeCms({ refreshMode: true, accessTtl: 600, refreshCookie: true })

  it('keeps the refresh token from the strapi_up_refresh cookie, and renews with it', async () => {
    const cookies = setCookies(await signIn())
    const refresh = cookies.get(REFRESH)!.value
    expect(refresh).toMatch(/^refresh-/)
    expect(cookies.has('strapi_up_refresh')).toBe(false)
    const { jwt } = fake.cms.tokenFor(undefined, -10)
    const response = await call('/api/users/me', {
      headers: { Cookie: `${SESSION}=${jwt}; ${REFRESH}=${refresh}` },
    })
    expect(response.status).toBe(200)
    expect(setCookies(response).get(REFRESH)!.value).not.toBe(refresh)
  })
})

describe('concurrent renewals', () => {
  const fake = useFakeCms({ refreshMode: true, accessTtl: 600 })

  it('never sign the visitor out when two requests renew the same token at once', async () => {
    const { jwt, refreshToken } = fake.cms.tokenFor(undefined, -10)
    const headers = { Cookie: `${SESSION}=${jwt}; ${REFRESH}=${refreshToken}` }
    const [first, second] = await Promise.all([
      call('/api/users/me', { headers }),
      call('/api/users/me', { headers }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    for (const response of [first, second]) {
      expect(setCookies(response).get(REFRESH)?.attributes ?? '').not.toContain('Max-Age=0')
    }
    expect(fake.cms.requests.filter((r) => r.path === '/auth/refresh')).toHaveLength(1)
  })

  it('keeps a still-valid access token when its renewal was already used by another request', async () => {
    const { jwt, refreshToken } = fake.cms.tokenFor(undefined, 20)
    // another tab renewed with the same refresh token a moment ago, on another data centre
    await fake.cms.handle(
      new Request('http://cms.test/api/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      })
    )
    const response = await call('/api/users/me', {
      headers: { Cookie: `${SESSION}=${jwt}; ${REFRESH}=${refreshToken}` },
    })
    expect(response.status).toBe(200)
    expect(setCookies(response).get(SESSION)?.attributes ?? '').not.toContain('Max-Age=0')
  })
})

describe('provider sign-in', () => {
  const fake = useFakeCms()

  it('redirects /connect/:provider to the configured CMS for an allow-listed provider', async () => {
    const response = await call('/connect/google')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`${CMS_URL}/connect/google`)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('answers 404 for any other provider and never redirects off the CMS', async () => {
    for (const provider of ['github', 'evil.example', '..%2F..%2Fevil', 'local', 'GOOGLE']) {
      const response = await call(`/connect/${provider}`)
      expect(response.status, provider).toBe(404)
      expect(response.headers.get('Location')).toBe(null)
    }
  })

  it('remembers only a same-site return path', async () => {
    const good = await call('/connect/google?next=%2Fpartners%2Fdashboard')
    const back = setCookies(good).get('__Host-auth_return')!
    expect(back.value).toBe('/partners/dashboard')
    expect(back.attributes).toContain('HttpOnly')
    for (const next of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await call(`/connect/google?next=${encodeURIComponent(next)}`)
      expect(setCookies(response).has('__Host-auth_return'), next).toBe(false)
      expect(response.headers.get('Location')).toBe(`${CMS_URL}/connect/google`)
    }
  })

  it('the callback exchanges the access token and sends a browser back where it started', async () => {
    const response = await call('/api/auth/google/callback?access_token=provider-access-token', {
      headers: { Accept: 'text/html', Cookie: '__Host-auth_return=%2Far%2Fpartners%2Fdashboard' },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/ar/partners/dashboard')
    expect(fake.cms.requests[0]).toMatchObject({ method: 'GET', path: '/auth/google/callback' })
    expect(fake.cms.requests[0]!.query.get('access_token')).toBe('provider-access-token')
    const cookies = setCookies(response)
    expect(cookies.get(SESSION)!.attributes).toContain('HttpOnly')
    expect(cookies.get('__Host-auth_return')!.attributes).toContain('Max-Age=0')
  })

  it('ignores a tampered return cookie that leaves the site', async () => {
    const response = await call('/api/auth/google/callback?access_token=provider-access-token', {
      headers: { Accept: 'text/html', Cookie: '__Host-auth_return=%2F%2Fevil.example' },
    })
    expect(response.headers.get('Location')).toBe('/partners/dashboard')
  })

  it('a refused provider token lands on the sign-in page with an error and no session', async () => {
    const response = await call('/api/auth/google/callback?access_token=forged', {
      headers: { Accept: 'text/html' },
    })
    expect(response.headers.get('Location')).toBe('/partners/sign-in?error=provider')
    expect(setCookies(response).has(SESSION)).toBe(false)
  })

  it('answers a script with the user as JSON and no token', async () => {
    const response = await call('/api/auth/google/callback?access_token=provider-access-token')
    expect(response.status).toBe(200)
    const session = setCookies(response).get(SESSION)!.value
    expectNoToken(await response.text(), session)
  })

  it('answers 404 on the callback of a provider that is not allowed', async () => {
    const response = await call('/api/auth/github/callback?access_token=provider-access-token')
    expect(response.status).toBe(404)
    expect(fake.cms.requests).toHaveLength(0)
  })
})
