// Cloudflare Web Analytics: with CF_ANALYTICS_TOKEN set, every page carries the beacon and the
// CSP lets it load and report; unset (or not a token), pages and policy are as before.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { withParam } from '../../scripts/with-param.mjs'
import { cspDirectives } from './csp'

const TOKEN = '0123456789abcdef0123456789abcdef'
let visits = 0

/** A page on a URL no cache has seen, with this configuration. */
async function visit(path: string, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const url = withParam(`https://arcadia.test${path}`, 'analytics', ++visits)
  const response = await worker.fetch(new Request(url), { ...env, ...vars }, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, html, csp: cspDirectives(response) }
}

const BEACON =
  /<script defer src="https:\/\/static\.cloudflareinsights\.com\/beacon\.min\.js" data-cf-beacon="([^"]*)"><\/script>/

describe('Cloudflare Web Analytics', () => {
  it.each(['/', '/ar/catalog', '/blog'])('loads the beacon with the token on %s', async (path) => {
    const { response, html, csp } = await visit(path, { CF_ANALYTICS_TOKEN: TOKEN })
    expect(response.status).toBe(200)
    const beacon = BEACON.exec(html)
    expect(beacon, 'no beacon').not.toBeNull()
    expect(JSON.parse(beacon![1]!.replaceAll('&quot;', '"'))).toEqual({ token: TOKEN })
    expect(csp['script-src']!.split(' ')).toContain('https://static.cloudflareinsights.com')
    expect(csp['connect-src']!.split(' ')).toContain('https://cloudflareinsights.com')
  })

  it('adds nothing to the page or the policy while no valid token is set', async () => {
    const plain = await visit('/our-story')
    const configurations: Record<string, string>[] = [
      {},
      { CF_ANALYTICS_TOKEN: '' },
      { CF_ANALYTICS_TOKEN: '"><script>' },
    ]
    for (const vars of configurations) {
      const { html, csp } = await visit('/our-story', vars)
      expect(html).not.toContain('cloudflareinsights')
      expect(csp).toEqual(plain.csp)
      expect(JSON.stringify(csp)).not.toContain('cloudflareinsights')
    }
  })
})
