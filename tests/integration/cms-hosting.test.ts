import { describe, expect, it } from 'vitest'
import { PARTNER } from '../fixtures/fake-cms'
import { call, CMS_URL, cookieHeader, postForm, postJson, useFakeCms } from './cms-worker'
import { forgetRenderedPages } from '../../src/render/edge-cache'
import { cspDirectives } from './csp'

// The worker's side of a CMS hosted for production (docs/cms-production.md): its media in a
// bucket of their own origin, and the secret that makes it believe the visitor's address.

const LOGIN = { identifier: PARTNER.email, password: PARTNER.password }
const SECRET = 'a-secret-the-cms-shares'

describe('the proxy secret', () => {
  const fake = useFakeCms({ refreshMode: true, accessTtl: 1 })

  it('goes with every call the worker makes to the CMS for a visitor', async () => {
    const vars = { CMS_URL, CMS_PROXY_SECRET: SECRET }
    const visitor = { 'CF-Connecting-IP': '198.51.100.7' }
    const signedIn = await call('/api/auth/local', postJson(LOGIN, visitor), vars)
    const cookies = { Cookie: cookieHeader(signedIn), ...visitor }
    // the access token lives a second: the dashboard renews it first
    await new Promise((done) => setTimeout(done, 1100))
    await call('/partners/dashboard', { headers: cookies }, vars)
    await call(
      '/partners/sign-in',
      postForm({ intent: 'forgot', email: 'a@b.example' }, visitor),
      vars
    )
    await call('/partners/confirm-email?confirmation=x', { headers: visitor }, vars)
    await call('/api/auth/logout', postJson({}, cookies), vars)
    const paths = fake.cms.requests.map((request) => request.path)
    expect(paths).toEqual([
      '/auth/local',
      '/auth/refresh',
      '/users/me',
      '/auth/forgot-password',
      '/auth/email-confirmation',
      '/auth/logout',
    ])
    for (const request of fake.cms.requests) {
      expect(request.proxySecret, request.path).toBe(SECRET)
      expect(request.forwardedFor, request.path).toBe('198.51.100.7')
    }
  })

  it('is not sent when none is configured', async () => {
    await call('/api/auth/local', postJson(LOGIN))
    expect(fake.cms.requests[0]!.proxySecret).toBeNull()
  })
})

describe('pictures from the media bucket', () => {
  // settings never change within a deployment's isolate: its early answers would keep the
  // headers of the settings before (src/render/edge-cache.ts)
  const policy = async (vars: Record<string, string | undefined>) => {
    forgetRenderedPages()
    return cspDirectives(await call('/privacy', {}, vars))['img-src']
  }

  it("are allowed by the CSP from MEDIA_ORIGIN's origin, beside the CMS's own", async () => {
    expect(await policy({ CMS_URL, MEDIA_ORIGIN: 'https://media.arcadia.example/uploads' })).toBe(
      "'self' data: blob: http://cms.test https://media.arcadia.example"
    )
  })

  it('add nothing for a value that is not an http(s) address', async () => {
    for (const value of ['javascript:alert(1)', "'unsafe-inline'", 'media.example', '']) {
      expect(await policy({ CMS_URL: undefined, MEDIA_ORIGIN: value }), value).toBe(
        "'self' data: blob:"
      )
    }
  })
})
