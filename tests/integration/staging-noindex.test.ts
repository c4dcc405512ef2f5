// NOINDEX=true (staging): search engines are turned away from every page and from robots.txt;
// without it (production, local) nothing of this is sent.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index'

async function get(path: string, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`https://staging.arcadia.test${path}`),
    { ...env, ...vars },
    ctx
  )
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, body }
}

describe('a deployment kept out of search engines', () => {
  it('says noindex on every answer and disallows everything in robots.txt', async () => {
    const staging = { NOINDEX: 'true' }
    for (const path of ['/', '/ar/catalog', '/api/languages', '/no-such-page']) {
      const { response } = await get(path, staging)
      expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex, nofollow')
    }
    const robots = await get('/robots.txt', staging)
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n')
  })

  it('changes nothing while NOINDEX is unset', async () => {
    const { response } = await get('/our-story')
    expect(response.headers.get('X-Robots-Tag')).toBeNull()
    const robots = await get('/robots.txt')
    expect(robots.body).toContain('Allow: /\n')
    expect(robots.body).toContain('Sitemap: https://staging.arcadia.test/sitemap.xml')
  })
})
