import { describe, expect, it } from 'vitest'
import { PARTNER } from '../fixtures/fake-cms'
import { call, cookieHeader, postForm, postJson, setCookies, useFakeCms } from './cms-worker'
import { decodeHtml } from './html-text'

// The pages the CMS's e-mails link to (a new password, a confirmed address), against the fake
// CMS: forms that post without JavaScript and end signed in on the dashboard.

const SESSION = '__Host-session'
const NEW_PASSWORD = { password: 'a longer new one', passwordConfirmation: 'a longer new one' }

describe('the new-password page', () => {
  const fake = useFakeCms({ refreshMode: true })

  it("shows the form for the e-mail's code, never cached nor indexed", async () => {
    const response = await call('/partners/reset-password?code=valid-reset-code')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex')
    expect(html).toMatch(/<form [^>]*action="\/partners\/reset-password" method="post"/)
    expect(html).toContain('name="code" value="valid-reset-code"')
    expect(html.match(/autoComplete="new-password"/g)).toHaveLength(2)
    expect(html).toContain('At least 8 characters.')
  })

  it('is written in the link’s language, right to left in Arabic', async () => {
    const html = decodeHtml(await (await call('/ar/partners/reset-password?code=x')).text())
    expect(html).toContain('dir="rtl"')
    expect(html).toContain('اختر كلمة مرور جديدة')
    expect(html).toMatch(/action="\/ar\/partners\/reset-password"/)
  })

  it('saves the new password through the CMS and signs the partner in', async () => {
    const response = await call(
      '/fr/partners/reset-password',
      postForm({ code: 'valid-reset-code', ...NEW_PASSWORD })
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/fr/partners/dashboard')
    expect(setCookies(response).get(SESSION)?.attributes).toContain('HttpOnly')
    expect(fake.cms.requests.at(-1)).toMatchObject({
      path: '/auth/reset-password',
      body: { code: 'valid-reset-code', ...NEW_PASSWORD },
    })
    const dashboard = await call('/fr/partners/dashboard', {
      headers: { Cookie: cookieHeader(response) },
    })
    expect(dashboard.status).toBe(200)
  })

  it('names a short or mistyped password beside its field, without asking the CMS', async () => {
    const short = await call(
      '/partners/reset-password',
      postForm({ code: 'valid-reset-code', password: 'short', passwordConfirmation: 'short' })
    )
    expect(short.status).toBe(400)
    const html = await short.text()
    expect(html).toContain('Please use at least 8 characters.')
    expect(html).toContain('name="code" value="valid-reset-code"')
    const mistyped = await call(
      '/partners/reset-password',
      postForm({
        code: 'valid-reset-code',
        password: 'a longer new one',
        passwordConfirmation: 'a longer new 1',
      })
    )
    expect(mistyped.status).toBe(400)
    expect(await mistyped.text()).toContain('The two passwords do not match.')
    expect(fake.cms.requests).toHaveLength(0)
  })

  it('offers a new link when the code is used or unknown', async () => {
    const used = await call('/partners/reset-password', postForm({ code: 'used', ...NEW_PASSWORD }))
    expect(used.status).toBe(400)
    const html = await used.text()
    expect(html).toContain('This link has expired or has already been used.')
    expect(html).not.toContain('name="code"')
    expect(html).toMatch(
      /action="\/partners\/sign-in"[^>]*>\s*<input type="hidden" name="intent" value="forgot"/
    )
    expect(setCookies(used).has(SESSION)).toBe(false)
    const none = await (await call('/partners/reset-password')).text()
    expect(none).toContain('This link has expired or has already been used.')
  })

  it('refuses a cross-site post', async () => {
    const response = await call(
      '/partners/reset-password',
      postForm({ code: 'valid-reset-code', ...NEW_PASSWORD }, { Origin: 'https://evil.example' })
    )
    expect(response.status).toBe(403)
    expect(fake.cms.requests).toHaveLength(0)
  })
})

describe('the e-mail confirmation page', () => {
  const fake = useFakeCms({ refreshMode: true })

  it('confirms the address from the link and signs the new partner in', async () => {
    fake.cms.users[0]!.confirmed = false
    const response = await call('/de/partners/confirm-email?confirmation=valid-confirmation')
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/de/partners/dashboard')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(setCookies(response).get(SESSION)?.value).toBeTruthy()
    expect(fake.cms.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/auth/email-confirmation',
    })
    expect(fake.cms.requests.at(-1)!.query.get('confirmation')).toBe('valid-confirmation')
  })

  it('offers a new link when the link is used or unknown, and signs no one in', async () => {
    const response = await call('/partners/confirm-email?confirmation=used-already')
    expect(response.status).toBe(400)
    expect(setCookies(response).has(SESSION)).toBe(false)
    const html = await response.text()
    expect(html).toContain('This confirmation link has expired or has already been used.')
    expect(html).toMatch(/<input type="hidden" name="intent" value="resend"/)
  })

  it('explains itself on a plain visit', async () => {
    const response = await call('/partners/confirm-email')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('role="alert"')
    expect(html).toContain('Send a new link')
    expect(fake.cms.requests).toHaveLength(0)
  })
})

describe('an account whose address is not confirmed', () => {
  const fake = useFakeCms()

  it('cannot sign in, is told why and offered a new link', async () => {
    fake.cms.users[0]!.confirmed = false
    const response = await call(
      '/partners/sign-in',
      postForm({ identifier: PARTNER.email, password: PARTNER.password })
    )
    expect(response.status).toBe(400)
    expect(setCookies(response).has(SESSION)).toBe(false)
    const html = await response.text()
    expect(html).toContain('Your account email is not confirmed yet.')
    const resend = /<input type="hidden" name="intent" value="resend"\/>[\s\S]*?<\/form>/.exec(html)
    expect(resend?.[0]).toContain(`value="${PARTNER.email}"`)
  })

  it('gets a new link, with the same answer for any address', async () => {
    for (const email of [PARTNER.email, 'nobody@example.com']) {
      const response = await call('/partners/sign-in', postForm({ intent: 'resend', email }))
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('If that account is still waiting for confirmation')
      expect(fake.cms.requests.at(-1)).toMatchObject({
        path: '/auth/send-email-confirmation',
        body: { email },
      })
    }
  })
})

describe('registration', () => {
  const fake = useFakeCms()
  const account = (n: number) => ({
    username: `partner${n}`,
    email: `partner${n}@example.com`,
    password: 'long enough password',
  })

  it("keeps the partner's language on the account: sent, else the page's, else English", async () => {
    await call('/api/auth/local/register', postJson({ ...account(1), language: 'fr' }))
    await call(
      '/api/auth/local/register',
      postJson(account(2), { Referer: 'https://arcadia.test/de/partners' })
    )
    await call(
      '/api/auth/local/register',
      postJson({ ...account(3), language: 'xx' }, { Referer: 'https://evil.example/ar/x' })
    )
    await call('/api/auth/local/register', postJson(account(4), { Cookie: 'i18n_language=ko' }))
    const sent = fake.cms.requests.map(
      (request) => (request.body as { language?: string }).language
    )
    expect(sent).toEqual(['fr', 'de', 'en', 'ko'])
    expect(fake.cms.users.find((user) => user.email === 'partner1@example.com')?.language).toBe(
      'fr'
    )
  })

  it('passes no other field through', async () => {
    await call('/api/auth/local/register', postJson({ ...account(5), role: 1, confirmed: true }))
    expect(Object.keys(fake.cms.requests[0]!.body as object).sort()).toEqual([
      'email',
      'language',
      'password',
      'username',
    ])
  })
})

describe('the pages without a CMS', () => {
  it('say the portal is unavailable, and a link cannot be followed meanwhile (503)', async () => {
    const none = { CMS_URL: undefined }
    const visit = await call('/partners/confirm-email', {}, none)
    expect(visit.status).toBe(200)
    expect(await visit.text()).toContain('Partner sign-in is unavailable right now')
    expect((await call('/partners/confirm-email?confirmation=x', {}, none)).status).toBe(503)
    expect((await call('/partners/reset-password?code=x', {}, none)).status).toBe(200)
    const post = await call(
      '/partners/reset-password',
      postForm({ code: 'x', password: 'long enough', passwordConfirmation: 'long enough' }),
      none
    )
    expect(post.status).toBe(503)
  })
})
