// Renewing a partner's session: Strapi 5's refresh tokens and sessions, renewals at once, providers.
import { describe, expect, it } from 'vitest'
import { call, CMS_URL, cookieHeader, postJson, setCookies, useFakeCms } from './cms-worker'
import { expectNoToken, REFRESH, SESSION, signIn } from './partner-sign-in'

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
