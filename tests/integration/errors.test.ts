import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { translator } from '../../src/i18n/messages'
import type { AppEnv } from '../../src/env'
import { localeFromPath, localeOfPath } from '../../src/i18n/middleware'
import { decodeHtml } from './html-text'
import { notFound, onError } from '../../src/routes/errors'

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

describe('error page', () => {
  let log: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  function appThatThrows(error: Error) {
    const app = new Hono<AppEnv>()
    app.use(localeFromPath())
    app.get('*', () => {
      throw error
    })
    app.notFound(notFound)
    app.onError(onError)
    return app
  }

  async function request(app: Hono<AppEnv>, path: string) {
    const ctx = createExecutionContext()
    const response = await app.request(`http://example.com${path}`, {}, env, ctx)
    const body = await response.text()
    await waitOnExecutionContext(ctx)
    return { response, body }
  }

  it('shows Internal Server Error with status 500, logs the error and never the stack', async () => {
    const { response, body } = await request(
      appThatThrows(new Error('secret database detail')),
      '/ar/blog'
    )
    expect(response.status).toBe(500)
    const t = translator('ar')
    expect(body).toContain(`>${t('errors.serverTitle')}</h1>`)
    expect(body).toContain('<html lang="ar-AE" dir="rtl">')
    expect(body).toContain(`aria-label="${t('nav.label')}"`)
    expect(body).not.toContain('secret database detail')
    expect(body).not.toMatch(/at \w+ \(/)
    expect(log).toHaveBeenCalled()
  })

  it('shows the given message and status of an HTTPException', async () => {
    const { response, body } = await request(
      appThatThrows(new HTTPException(503, { message: 'Service Unavailable' })),
      '/contact'
    )
    expect(response.status).toBe(503)
    expect(body).toContain('>Service Unavailable</h1>')
  })

  it('answers JSON errors under /api/', async () => {
    const { response, body } = await request(appThatThrows(new Error('boom')), '/api/thing')
    expect(response.status).toBe(500)
    expect(JSON.parse(body)).toEqual({ error: 'Internal Server Error' })
  })
})
