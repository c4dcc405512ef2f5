import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { isAuthProvider } from '../lib/auth-providers'
import { CMS_UNAVAILABLE, cmsRequest } from '../server/cms'
import { BadBody, isFormPost, readBody } from '../server/request-body'
import { isCrossSite } from '../server/same-origin'
import { switchBudget } from '../lib/budget'
import { clientAddress, overLimit } from '../server/rate-limit'
import {
  accountWait,
  afterSignIn,
  cmsErrorResponse,
  cmsOr503,
  FORWARDS,
  validateFields,
} from './auth-forwards'
import { redirectOffSite, redirectOnSite } from '../server/redirect'
import { safeLocalPath } from '../lib/safe-path'
import {
  clearSession,
  cmsClientOf,
  currentUser,
  saveSession,
  sessionToken,
  withoutTokens,
  REFRESH_COOKIE,
} from '../server/session'
import { localePath } from '../route-table'
import { readLanguageCookie } from '../i18n/cookie'
import { registrationLocale } from '../i18n/detect'
import { log } from '../lib/log'

/**
 * The authentication proxy (DESIGN.md, HTTP API): each route forwards to the CMS's
 * users-permissions API, keeps the JWT in HttpOnly cookies and answers without it.
 */
export const auth = new Hono<AppEnv>()

const MAX_BODY = 16 * 1024
/** Where a provider sign-in returns to, for the few minutes it takes */
const RETURN_COOKIE = '__Host-auth_return'

for (const prefix of ['/api/auth/*', '/api/users/*', '/connect/*']) {
  auth.use(prefix, async function noStore(c, next) {
    switchBudget('signIn')
    await next()
    c.header('Cache-Control', 'private, no-store')
  })
}
auth.use('/api/auth/*', async function guardPost(c, next) {
  if (c.req.method !== 'POST') return next()
  if (isCrossSite(c)) return c.json({ error: 'Cross-site request refused' }, 403)
  if (!c.req.path.endsWith('/logout')) {
    const retryAfter = await overLimit(c.env, 'auth', clientAddress(c))
    if (retryAfter !== null) return tooMany(c, retryAfter)
  }
  return bodyLimit({
    maxSize: MAX_BODY,
    onError: (c) => c.json({ error: 'Request body too large' }, 413),
  })(c, next)
})

function tooMany(c: Context<AppEnv>, retryAfter: number): Response {
  c.header('Retry-After', String(retryAfter))
  return c.json({ error: c.get('t')('auth.errors.tooMany') }, 429)
}

/** The registering partner's language: the field, else the page it came from (same site). */
function languageOf(c: Context, field: unknown): string {
  const referer = c.req.header('Referer')
  let pagePath: string | undefined
  try {
    const from = new URL(referer ?? '')
    if (from.origin === new URL(c.req.url).origin) pagePath = from.pathname
  } catch {
    // no Referer, or not a URL: the cookie decides
  }
  return registrationLocale({ field, pagePath, cookie: readLanguageCookie(c) })
}

/** Answers the page with the CMS's answer minus its tokens, starting the session on a JWT. */
function answer(c: Context, data: unknown, startsSession = false): Response {
  const { jwt, refreshToken } = (data ?? {}) as { jwt?: unknown; refreshToken?: unknown }
  if (startsSession && typeof jwt === 'string' && jwt) saveSession(c, jwt, refreshToken)
  return c.json(withoutTokens(data) as object, 200)
}

for (const [path, forward] of Object.entries(FORWARDS)) {
  auth.post(`/api${path}`, async (c) => {
    const base = cmsOr503(c)
    if (typeof base !== 'string') return base
    let raw: Record<string, unknown>
    try {
      raw = await readBody(c)
    } catch (error) {
      if (!(error instanceof BadBody)) throw error
      return error.reason === 'unsupported'
        ? c.json({ error: 'Unsupported Media Type' }, 415)
        : c.json({ error: c.get('t')('auth.errors.malformed') }, 400)
    }
    const { values: body, errors } = validateFields(raw, forward, c.get('t'))
    if (Object.keys(errors).length) {
      return c.json({ error: c.get('t')('auth.errors.invalid'), fields: errors }, 400)
    }
    const wait = await accountWait(c, forward, body)
    if (wait !== null) return tooMany(c, wait)
    if (forward.withLanguage) body.language = languageOf(c, raw.language)
    const token = await sessionToken(c, base)
    const client = cmsClientOf(c)
    const result = await cmsRequest(base, path, { method: 'POST', body, token, client })
    if (forward.account === 'identifier')
      await afterSignIn(c, body, result.ok ? undefined : result.error)
    if (forward.sameAnswerForEveryone && (result.ok || result.error !== CMS_UNAVAILABLE)) {
      if (!result.ok)
        log.error('auth.cms-refused', {
          cmsPath: path,
          status: result.error.status,
          name: result.error.name,
        })
      return c.json({ ok: true }, 200)
    }
    if (!result.ok) return cmsErrorResponse(c, result.error)
    return answer(c, result.data, forward.startsSession)
  })
}

/**
 * Signing out always clears the cookies. With Strapi's refresh tokens the CMS session is revoked
 * too (best effort: a CMS that is down must not keep a visitor signed in here).
 */
auth.post('/api/auth/logout', async (c) => {
  const base = cmsOr503(c)
  if (typeof base !== 'string') return base
  const isForm = isFormPost(c)
  if (getCookie(c, REFRESH_COOKIE)) {
    const token = await sessionToken(c, base)
    if (token) {
      await cmsRequest(base, '/auth/logout', {
        method: 'POST',
        body: {},
        token,
        client: cmsClientOf(c),
      })
    }
  }
  clearSession(c)
  if (isForm) {
    const form = await readBody(c).catch(() => ({}) as Record<string, unknown>)
    const next = typeof form.next === 'string' ? form.next : undefined
    return redirectOnSite(c, next, localePath('partner-sign-in', c.get('locale').code), 303)
  }
  return c.json({ ok: true })
})

/** Query parameters `/users/me` passes on: Strapi's bracket-style `populate` and `fields`. */
function userQuery(url: URL): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of url.searchParams) {
    if (/^(populate|fields)(\[[\w.-]*\])*$/.test(key)) query.append(key, value)
  }
  return query
}

auth.get('/api/users/me', async (c) => {
  const base = cmsOr503(c)
  if (typeof base !== 'string') return base
  const result = await currentUser(c, base, userQuery(new URL(c.req.url)))
  if (!result)
    return c.json({ error: 'Not signed in', name: 'UnauthorizedError', status: 401 }, 401)
  if (!result.ok) return cmsErrorResponse(c, result.error)
  return c.json(withoutTokens(result.data) as object)
})

/**
 * Where the CMS sends the browser back after a provider sign-in (set this URL as the provider's
 * redirect URL in Strapi). The provider's access token is exchanged for the CMS's JWT; a browser
 * then goes on to the page it came from, a script gets JSON.
 */
auth.get('/api/auth/:provider/callback', async (c) => {
  const base = cmsOr503(c)
  if (typeof base !== 'string') return base
  const provider = c.req.param('provider')
  if (!isAuthProvider(provider)) return c.json({ error: 'Unknown provider' }, 404)

  const query = new URLSearchParams()
  for (const key of ['access_token', 'access_secret', 'id_token']) {
    const value = c.req.query(key)
    if (value) query.set(key, value.slice(0, 4096))
  }
  const result = await cmsRequest(base, `/auth/${provider}/callback`, {
    query,
    client: cmsClientOf(c),
  })
  const wantsPage = (c.req.header('Accept') ?? '').includes('text/html')
  if (!wantsPage) {
    if (!result.ok) return cmsErrorResponse(c, result.error)
    return answer(c, result.data, true)
  }

  const locale = c.get('locale').code
  const back = getCookie(c, RETURN_COOKIE)
  deleteCookie(c, RETURN_COOKIE, { path: '/', secure: true })
  const jwt = result.ok ? (result.data as { jwt?: unknown }).jwt : undefined
  if (!result.ok || typeof jwt !== 'string') {
    const signIn = localePath('partner-sign-in', locale)
    return redirectOnSite(c, `${signIn}?error=provider`, signIn, 302)
  }
  saveSession(c, jwt, (result.data as { refreshToken?: unknown }).refreshToken)
  return redirectOnSite(c, back, localePath('partner-dashboard', locale), 302)
})

/**
 * Provider sign-in starts here: only allow-listed providers, only to the configured CMS. The page
 * to return to is remembered in a short-lived HttpOnly cookie, and only when it is a path on this
 * site.
 */
auth.get('/connect/:provider', (c) => {
  // An unknown provider is a 404 whatever the configuration
  const provider = c.req.param('provider')
  if (!isAuthProvider(provider)) return c.notFound()
  const base = cmsOr503(c)
  if (typeof base !== 'string') return base
  const back = safeLocalPath(c.req.query('next'))
  if (back) {
    setCookie(c, RETURN_COOKIE, back, {
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    })
  }
  return redirectOffSite(c, `${base}/connect/${provider}`, [new URL(base).origin], 302)
})
