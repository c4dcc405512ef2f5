import { describe, expect, it } from 'vitest'
import { translator } from '../../src/i18n/messages'
import { decodeHtml } from './html-text'
import { allSitemapUrls } from './sitemap-files'
import { PARTNER } from '../fixtures/fake-cms'
import { call, cookieHeader, postForm, setCookies, useFakeCms } from './cms-worker'
import { freshAddress, withinOneWindow } from './rate-window'

const SESSION = '__Host-session'
const LOGIN = { identifier: PARTNER.email, password: PARTNER.password }

async function signedInCookie(): Promise<string> {
  const response = await call('/partners/sign-in', postForm(LOGIN))
  expect(response.status).toBe(303)
  return cookieHeader(response)
}

describe('the partner sign-in page', () => {
  const fake = useFakeCms()

  it('is an indexable page with a form that works without JavaScript', async () => {
    const response = await call('/partners/sign-in')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Partner Sign In | Arcadia Estates</title>')
    expect(html).not.toContain('name="robots"')
    expect(html).toMatch(/<form [^>]*action="\/partners\/sign-in" method="post"/)
    expect(html).toContain('name="identifier"')
    expect(html).toContain('autoComplete="current-password"')
    expect(html).toContain('href="/connect/google?next=%2Fpartners%2Fdashboard"')
  })

  it('signs in with a plain form post and lands on the dashboard', async () => {
    const response = await call('/partners/sign-in', postForm(LOGIN))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/partners/dashboard')
    const session = setCookies(response).get(SESSION)!
    expect(session.attributes).toContain('HttpOnly')
    expect(fake.cms.requests[0]).toMatchObject({ path: '/auth/local', body: LOGIN })
  })

  it('goes on to a same-site `next` only', async () => {
    const ok = await call('/ar/partners/sign-in?next=%2Far%2Fpartners%2Fdashboard', postForm(LOGIN))
    expect(ok.headers.get('Location')).toBe('/ar/partners/dashboard')
    const evil = await call('/partners/sign-in?next=%2F%2Fevil.example', postForm(LOGIN))
    expect(evil.headers.get('Location')).toBe('/partners/dashboard')
    const arabic = await call('/ar/partners/sign-in', postForm(LOGIN))
    expect(arabic.headers.get('Location')).toBe('/ar/partners/dashboard')
  })

  it('shows a wrong password as a message beside the form, keeping the identifier', async () => {
    const response = await call(
      '/partners/sign-in',
      postForm({ identifier: PARTNER.email, password: 'wrong' })
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('The email, username or password is not correct.')
    expect(html).toContain(`value="${PARTNER.email}"`)
    expect(html).not.toContain('value="wrong"')
    expect(setCookies(response).has(SESSION)).toBe(false)
  })

  it('names empty fields without asking the CMS', async () => {
    const response = await call('/partners/sign-in', postForm({ identifier: '', password: '' }))
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html.match(/This field is required\./g)).toHaveLength(2)
    expect(html).toContain('aria-invalid="true"')
    expect(fake.cms.requests).toHaveLength(0)
  })

  it('shows a CMS that is down as a temporary problem', async () => {
    fake.down = true
    const response = await call('/partners/sign-in', postForm(LOGIN))
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('Sign-in is temporarily unavailable')
  })

  it('sends the reset link and says so whether or not the account exists', async () => {
    const response = await call(
      '/partners/sign-in',
      postForm({ intent: 'forgot', email: 'someone@example.com' })
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('a link to reset your password is on its way')
    expect(fake.cms.requests[0]).toMatchObject({
      path: '/auth/forgot-password',
      body: { email: 'someone@example.com' },
    })
  })

  it('refuses a cross-site form post and a wrong content type', async () => {
    const cross = await call(
      '/partners/sign-in',
      postForm(LOGIN, { Origin: 'https://evil.example' })
    )
    expect(cross.status).toBe(403)
    const json = await call('/partners/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(LOGIN),
    })
    expect(json.status).toBe(415)
    expect(fake.cms.requests).toHaveLength(0)
  })

  it('shows too many attempts as a message, with Retry-After', async () => {
    await withinOneWindow()
    const from = { 'CF-Connecting-IP': freshAddress() }
    for (let i = 0; i < 10; i++) {
      await call(
        '/partners/sign-in',
        postForm({ identifier: `guesser-${i}-${from['CF-Connecting-IP']}`, password: 'x' }, from)
      )
    }
    const response = await call('/partners/sign-in', postForm(LOGIN, from))
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(await response.text()).toContain(
      'Too many attempts. Please wait a minute and try again.'
    )
    expect(setCookies(response).has(SESSION)).toBe(false)
  })

  it('says so when the CMS has paused sign-in to the account, with its Retry-After', async () => {
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
    const response = await call('/partners/sign-in', postForm(LOGIN))
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('900')
    expect(decodeHtml(await response.text())).toContain(translator('en')('auth.errors.locked'))
  })

  it('says sign-in is unavailable when no CMS is configured', async () => {
    // another locale than the other tests use: the page itself is edge-cached per URL
    const page = await call('/de/partners/sign-in', {}, { CMS_URL: undefined })
    const html = decodeHtml(await page.text())
    expect(html).toContain(translator('de')('auth.notConfigured'))
    expect(html).not.toContain('name="password"')
    const post = await call('/partners/sign-in', postForm(LOGIN), { CMS_URL: undefined })
    expect(post.status).toBe(503)
  })

  it('shows a failed provider sign-in', async () => {
    const html = await (await call('/partners/sign-in?error=provider')).text()
    expect(html).toContain('Signing in with that provider did not work')
  })
})

describe('crawlers', () => {
  it('are kept off provider sign-in, and find the sign-in page but not the dashboard', async () => {
    const robots = await (await call('/robots.txt')).text()
    expect(robots).toContain('Disallow: /connect/')
    const sitemap = await allSitemapUrls(
      (url) => call(new URL(url).pathname),
      'https://arcadia.test'
    )
    expect(sitemap).toContain('<loc>https://arcadia.test/ar/partners/sign-in</loc>')
    expect(sitemap).not.toContain('dashboard')
  })
})

describe('the partner dashboard', () => {
  const fake = useFakeCms()

  it('sends a visitor without a session to the sign-in page', async () => {
    const response = await call('/fr/partners/dashboard')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(
      '/fr/partners/sign-in?next=%2Ffr%2Fpartners%2Fdashboard'
    )
    expect(fake.cms.requests).toHaveLength(0)
  })

  it('shows the referrals, their status and the commission, never cached nor indexed', async () => {
    const cookie = await signedInCookie()
    const response = await call('/partners/dashboard', { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('Signed in as Layla Haddad')
    for (const name of ['Marco Rossi', 'Anna Schmidt', 'Chen Wei']) expect(html).toContain(name)
    expect(html).toContain('Sale completed')
    expect(html).toContain('Viewing')
    expect(html).toContain('USD\u00a012,500')
    expect(html).toContain('Omar Al Farsi')
    // the token stays in the cookie
    const token = decodeURIComponent(cookie.split('=')[1]!)
    expect(html).not.toContain(token)

    const me = fake.cms.requests.at(-1)!
    expect(me.path).toBe('/users/me')
    expect(me.authorization).toBe(`Bearer ${token}`)
    expect(me.query.get('populate[referrals]')).toBe('true')
  })

  it('shows the avatar initials under a photo from the CMS origin', async () => {
    const cookie = await signedInCookie()
    const html = await (await call('/partners/dashboard', { headers: { Cookie: cookie } })).text()
    expect(html).toContain('aria-label="Layla Haddad"')
    expect(html).toContain('>LH<')
    expect(html).toContain(
      'background-image:url(&quot;http://cms.test/uploads/missing-avatar.jpg&quot;)'
    )
  })

  it('sends the visitor back to sign in, cookie cleared, when the CMS refuses the session', async () => {
    const response = await call('/partners/dashboard', {
      headers: { Cookie: `${SESSION}=forged.token.value` },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/partners\/sign-in\?next=/)
    expect(setCookies(response).get(SESSION)?.attributes).toContain('Max-Age=0')
  })

  it('answers 503 with a message when the CMS is down', async () => {
    const cookie = await signedInCookie()
    fake.down = true
    const response = await call('/partners/dashboard', { headers: { Cookie: cookie } })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('Your dashboard could not be loaded just now')
    // an outage signs nobody out
    expect(setCookies(response).has(SESSION)).toBe(false)
  })

  it('offers a sign-out form that needs no JavaScript', async () => {
    const cookie = await signedInCookie()
    const html = await (
      await call('/ar/partners/dashboard', { headers: { Cookie: cookie } })
    ).text()
    expect(html).toMatch(/<form [^>]*action="\/api\/auth\/logout" method="post">/)
    expect(html).toContain('value="/ar/partners/sign-in?signedOut"')
  })
})

describe('the partner dashboard with Strapi 5 refresh tokens', () => {
  const fake = useFakeCms({ refreshMode: true, accessTtl: 600 })

  it('shows the dashboard as unavailable, not the sign-in, when the CMS is down at renewal', async () => {
    const { jwt, refreshToken } = fake.cms.tokenFor(undefined, -10)
    fake.down = true
    const response = await call('/partners/dashboard', {
      headers: { Cookie: `${SESSION}=${jwt}; __Host-refresh=${refreshToken}` },
    })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('Your dashboard could not be loaded just now')
    expect(setCookies(response).size).toBe(0)
  })
})
