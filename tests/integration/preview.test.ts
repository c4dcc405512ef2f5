// An editor's draft preview: only a link the CMS signed, unaltered and within its minutes, is
// served; every answer is private, kept by no cache, out of search engines, and framed only by
// the CMS's admin. (The draft itself, from the real Strapi: tests/cms/sync/.)
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { PREVIEW_MINUTES, signPreview, type PreviewTarget } from '../../cms/src/content-model'
import { useLogLines } from './log-lines'

const SECRET = 'preview-secret-for-tests'
// a CMS that is not there: a link that passes its checks then fails to read the draft (503)
const CMS = { CMS_URL: 'http://127.0.0.1:9/api', PREVIEW_SECRET: SECRET }
const TARGET: PreviewTarget = {
  kind: 'property',
  documentId: 'abc123def456',
  locale: 'fr',
  status: 'draft',
}

async function open(query: URLSearchParams | string, vars: Record<string, unknown> = CMS) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`https://preview.site.test/api/preview?${query}`),
    { ...env, ...vars },
    ctx
  )
  const body = (await response.text()).replace(/&#x27;/g, "'")
  await waitOnExecutionContext(ctx)
  return { status: response.status, headers: response.headers, body }
}

const signed = (target = TARGET, now = Date.now(), secret = SECRET) =>
  signPreview(secret, target, now)

describe('the draft preview', () => {
  useLogLines()

  it('is not there unless a preview secret and a CMS are configured', async () => {
    const query = await signed()
    expect((await open(query, { CMS_URL: CMS.CMS_URL })).status).toBe(404)
    expect((await open(query, { PREVIEW_SECRET: SECRET })).status).toBe(404)
  })

  it('refuses a link signed with another secret, or altered in any part', async () => {
    const other = await open(await signed(TARGET, Date.now(), 'another secret'))
    expect(other.status).toBe(403)
    expect(other.body).toContain("Ce lien d'aperçu n'est pas valide")
    for (const [name, value] of [
      ['documentId', 'zzz999'],
      ['locale', 'de'],
      ['status', 'published'],
      ['kind', 'agent'],
      ['expires', String(Math.floor(Date.now() / 1000) + 86_400)],
    ]) {
      const query = await signed()
      query.set(name!, value!)
      expect((await open(query)).status, name).toBe(403)
    }
    expect((await open('kind=property&documentId=x')).status).toBe(403)
  })

  it(`refuses a link older than ${PREVIEW_MINUTES} minutes, saying so`, async () => {
    const old = await signed(TARGET, Date.now() - (PREVIEW_MINUTES * 60 + 5) * 1000)
    const answer = await open(old)
    expect(answer.status).toBe(403)
    expect(answer.body).toContain("Ce lien d'aperçu a expiré")
    expect(answer.body).toContain('20\u00a0minutes')
  })

  it('reads the draft for a good link: a CMS that is down answers 503', async () => {
    const answer = await open(await signed())
    expect(answer.status).toBe(503)
  })

  it('answers privately, never indexed, framed by the CMS admin alone', async () => {
    for (const query of [await signed(), 'kind=bad']) {
      const { headers } = await open(query)
      expect(headers.get('Cache-Control')).toBe('private, no-store')
      expect(headers.get('X-Robots-Tag')).toContain('noindex')
      expect(headers.get('Content-Security-Policy')).toContain('frame-ancestors http://127.0.0.1:9')
      expect(headers.get('X-Frame-Options')).toBeNull()
    }
    // every other page stays unframeable
    const ctx = createExecutionContext()
    const page = await worker.fetch(
      new Request('https://preview.site.test/privacy'),
      { ...env, ...CMS },
      ctx
    )
    await waitOnExecutionContext(ctx)
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('X-Frame-Options')).toBe('DENY')
  })
})
