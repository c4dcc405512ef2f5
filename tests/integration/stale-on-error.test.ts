// Stale content beats an error page (DESIGN.md): a page whose content cannot be read serves the
// last good copy of it, marked stale, while one never rendered answers 503 with Retry-After. A
// kept copy is never served as fresh: once the content reads again, the page is rendered anew.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { bumpAllScopes } from '../../src/db/content-scopes'
import { EDGE_TTL_SECONDS } from '../../src/render/edge-cache'
import { withParam } from '../../scripts/with-param.mjs'
import { useLogLines } from './log-lines'

/** A D1 binding whose every call throws, as when the database is unreachable. */
const brokenDb = new Proxy({} as D1Database, {
  get: () => () => {
    throw new Error('D1 unreachable')
  },
})

let pages = 0
/** A listing page no earlier test has cached. */
const freshPath = () => withParam('/catalog/3', 'stale', `${Date.now()}-${++pages}`)

async function visit(path: string, db: D1Database = env.DB) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`https://arcadia.test${path}`),
    { ...env, DB: db },
    ctx
  )
  const html = await response.text()
  // the copy is kept once the visitor's stream is done, after the response
  await waitOnExecutionContext(ctx)
  return { response, html, cache: response.headers.get('X-Edge-Cache') }
}

describe('a page whose content cannot be read', () => {
  const log = useLogLines()
  afterEach(() => vi.useRealTimers())
  /** Moves the worker's clock past the pages' edge TTL, as if the cached copies had expired. */
  const expireCachedPages = () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (EDGE_TTL_SECONDS + 1) * 1000)
  }

  it('serves its last good copy, marked stale, once its cached copy has expired', async () => {
    const path = freshPath()
    const good = await visit(path)
    expect(good.response.status).toBe(200)
    expect(good.cache).toBe('MISS')

    expireCachedPages()
    const stale = await visit(path, brokenDb)
    expect(stale.response.status).toBe(200)
    expect(stale.cache).toBe('STALE')
    expect(stale.html).toBe(good.html)
    expect(stale.response.headers.get('Retry-After')).toBeNull()
    // the same security headers as any page, its policy included
    expect(stale.response.headers.get('Content-Security-Policy')).toBe(
      good.response.headers.get('Content-Security-Policy')
    )
    expect(log.events('page.served-stale')).toHaveLength(1)
  })

  it('serves the last good copy after a publish it cannot read', async () => {
    const path = freshPath()
    const good = await visit(path)
    await bumpAllScopes(env.DB)
    const stale = await visit(path, brokenDb)
    expect(stale.cache).toBe('STALE')
    expect(stale.html).toBe(good.html)
  })

  it('answers 503 with Retry-After when it was never rendered', async () => {
    const never = await visit(freshPath(), brokenDb)
    expect(never.response.status).toBe(503)
    expect(never.response.headers.get('Retry-After')).toBe('60')
    expect(never.response.headers.get('Cache-Control')).toBe('no-store')
    expect(never.cache).toBeNull()
  })

  it('never serves the kept copy as fresh: stale while down, rendered anew once the content reads', async () => {
    const path = freshPath()
    await visit(path)
    expireCachedPages()
    for (let i = 0; i < 3; i++) {
      const down = await visit(path, brokenDb)
      expect(down.cache, `request ${i} while down`).toBe('STALE')
      expect(down.response.headers.get('X-Edge-Early')).toBeNull()
    }
    const recovered = await visit(path)
    expect(recovered.response.status).toBe(200)
    expect(recovered.cache).toBe('MISS')
    const next = await visit(path)
    expect(next.cache).toBe('HIT')
  })
})
