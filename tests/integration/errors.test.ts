import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { translator } from '../../src/i18n/messages'
import { localeOfPath } from '../../src/i18n/request-locale'
import { decodeHtml } from './html-text'
import { useLogLines } from './log-lines'

describe('404 Page Not Found', () => {
  it.each([
    '/does-not-exist',
    '/fr/nothing/here',
    '/agent/abc',
    '/agent/0',
    '/catalog/12abc',
    '/blog/Not_A_Slug',
    '/agent/999999',
    '/ar/blog/unknown-post',
  ])('answers 404 with the localized page for %s', async (path) => {
    const response = await SELF.fetch(`http://example.com${path}`)
    expect(response.status).toBe(404)
    const html = decodeHtml(await response.text())
    const t = translator(localeOfPath(path).code)
    expect(html).toContain(`>${t('errors.notFoundTitle')}</h1>`)
    expect(html).toContain(
      `<title>${t('errors.notFoundMessage', { path })} | Arcadia Estates</title>`
    )
    expect(html).toContain(`>${path}</code>`)
    expect(html).toContain(`aria-label="${t('nav.label')}"`)
    expect(html).toContain(t('footer.rights', { year: '2025', brand: 'Arcadia Estates' }))
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it('keeps the locale of the path', async () => {
    const html = await (await SELF.fetch('http://example.com/he/missing')).text()
    expect(html).toContain('<html lang="he-IL" dir="rtl">')
  })

  it('answers JSON under /api/', async () => {
    const response = await SELF.fetch('http://example.com/api/nothing')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not Found' })
  })
})

// The real worker, made to fail the way it can in production: the Cache API or D1 throwing.
// Each request has its own query string so no cached page answers it.
describe('error page', () => {
  const log = useLogLines()
  const errors = () =>
    log.lines().filter((line) => line.level === 'error' && line.event !== 'request')

  const cacheFails = () =>
    vi.spyOn(caches, 'open').mockRejectedValue(new Error('secret cache detail'))

  /** A D1 binding whose every call throws, as when the database is unreachable. */
  const brokenDb = new Proxy({} as D1Database, {
    get: () => () => {
      throw new Error('secret database detail')
    },
  })

  async function request(path: string, bindings = env, init: RequestInit = {}) {
    const ctx = createExecutionContext()
    const response = await worker.fetch(
      new Request(`http://example.com${path}`, init),
      bindings,
      ctx
    )
    const body = await response.text()
    await waitOnExecutionContext(ctx)
    return { response, body }
  }

  it('shows Internal Server Error with status 500, logs the error and never the stack', async () => {
    cacheFails()
    const { response, body } = await request(`/ar/blog?unexpected=${Date.now()}`)
    expect(response.status).toBe(500)
    const t = translator('ar')
    expect(body).toContain(`>${t('errors.serverTitle')}</h1>`)
    expect(body).toContain('<html lang="ar-AE" dir="rtl">')
    expect(body).toContain(`aria-label="${t('nav.label')}"`)
    expect(body).not.toContain('secret cache detail')
    expect(body).not.toMatch(/at \w+ \(/)
    expect(log.events('request.failed')).toEqual([
      expect.objectContaining({ path: '/ar/blog', status: 500, error: expect.any(Object) }),
    ])
  })

  it('answers 503 with Retry-After and the error page when the content cannot be read', async () => {
    const { response, body } = await request(`/catalog/3?outage=${Date.now()}`, {
      ...env,
      DB: brokenDb,
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('60')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(body).toContain(`>${translator('en')('errors.serverTitle')}</h1>`)
    expect(body).not.toContain('secret database detail')
    expect(log.events('page.data-unavailable')).toHaveLength(1)
  })

  it('answers the API error body with 503 and Retry-After when D1 cannot answer', async () => {
    const { response, body } = await request(`/api/properties?outage=${Date.now()}`, {
      ...env,
      DB: brokenDb,
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
    expect(JSON.parse(body)).toEqual({ error: 'Content is temporarily unavailable' })
    expect(body).not.toContain('secret database detail')
    expect(log.events('content.unavailable')).toHaveLength(1)
  })

  // HTTPException: a refusal the route chose to show, with its own status and message
  const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
  const SIGN_IN = 'identifier=a&password=b'
  const withCms: Record<string, string> = { CMS_URL: 'http://cms.test/api' }
  it.each([
    [413, 'forms.errors.tooLarge', FORM, `${SIGN_IN}&padding=${'x'.repeat(20_000)}`],
    [403, 'forms.errors.forbidden', { ...FORM, Origin: 'https://evil.example' }, SIGN_IN],
    [415, 'forms.errors.unsupported', { 'Content-Type': 'application/json' }, '{}'],
  ] as const)(
    'answers %i with the localized error page naming the refusal (%s) to the sign-in form',
    async (status, reason, headers, body) => {
      const answer = await request(
        '/ar/partners/sign-in',
        { ...env, ...withCms },
        {
          method: 'POST',
          headers,
          body,
        }
      )
      expect(answer.response.status).toBe(status)
      const t = translator('ar')
      expect(answer.body).toContain('<html lang="ar-AE" dir="rtl">')
      expect(answer.body).toContain(`>${t(reason)}</h1>`)
      expect(answer.body).toContain(`>${t('errors.status', { status })}<`)
      expect(errors()).toEqual([])
    }
  )

  it('answers JSON errors under /api/', async () => {
    cacheFails()
    const { response, body } = await request(`/api/properties?unexpected=${Date.now()}`)
    expect(response.status).toBe(500)
    expect(JSON.parse(body)).toEqual({ error: 'Internal Server Error' })
  })
})
