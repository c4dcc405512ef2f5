// What a signed-in partner does next: the other auth routes, who am I, signing out.
import { describe, expect, it } from 'vitest'
import { PARTNER } from '../fixtures/fake-cms'
import { call, cookieHeader, postForm, postJson, setCookies, useFakeCms } from './cms-worker'
import { expectNoToken, LOGIN, REFRESH, SESSION, signIn } from './partner-sign-in'

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

describe('a session cookie that cannot hold a token (found by the volume fuzz)', () => {
  const fake = useFakeCms()

  it('is no session: nothing is sent on as a bearer token, and the CMS is not "down"', async () => {
    // a visitor's edit decoded to a newline: sent on, it made the CMS call itself fail (503)
    const cookie = `${SESSION}=a%0Ab; ${REFRESH}=%00`
    const forgot = await call(
      '/api/auth/forgot-password',
      postJson({ email: PARTNER.email }, { Cookie: cookie })
    )
    expect(forgot.status).toBe(200)
    expect(fake.cms.requests.at(-1)).toMatchObject({
      path: '/auth/forgot-password',
      authorization: null,
    })
    const me = await call('/api/users/me', { headers: { Cookie: cookie } })
    expect(me.status).toBe(401)
  })
})
