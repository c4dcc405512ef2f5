import { createExecutionContext, env } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/env'
import { requestLocale } from '../../src/server/locale'
import { renderDocument } from '../../src/render/render-document'

describe('head-first rendering', () => {
  it('sends the head before the page data has arrived', async () => {
    let release!: (content: string) => void
    const data = new Promise<string>((resolve) => (release = resolve))

    const app = new Hono<AppEnv>()
    app.use(requestLocale())
    app.get('/slow', (c) =>
      renderDocument(c, {
        status: 200,
        layout: 'default',
        page: { page: 'blog', params: {} },
        head: { title: 'Slow page', description: 'A page whose data is slow' },
        content: async () => <p>{await data}</p>,
      })
    )

    const response = await app.request('http://example.com/slow', {}, env, createExecutionContext())
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    const first = decoder.decode((await reader.read()).value)
    expect(first).toContain('<title>Slow page</title>')
    expect(first).toMatch(/<link rel="stylesheet" href="\/assets\/styles-\w+\.css">/)
    expect(first).not.toContain('<main')

    release('the data arrived')
    let rest = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      rest += decoder.decode(value)
    }
    expect(rest).toContain('<p>the data arrived</p>')
    expect(rest.endsWith('</body></html>')).toBe(true)
  })
})
