import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { BOOKMARK_COOKIE, carriedBookmark } from '../../src/db/d1-session'
import { lead as leadBody } from './crm-forwarding'

// Locally there is one database and no replica (Miniflare takes a bookmark and ignores it), so
// what can be held here is the routing: which session each request starts, that its queries go
// through that session, and the bookmark's round trip through the visitor's cookie.
const ORIGIN = 'https://brokerage.example'

/** The D1 binding, recording each session a request starts and the queries made outside one. */
function recordingDatabase() {
  const sessions: { constraint: string | undefined; queries: number; bookmark: string | null }[] =
    []
  let outside = 0
  const db = new Proxy(env.DB, {
    get(target, name) {
      if (name === 'prepare' || name === 'batch') outside++
      if (name === 'withSession') {
        return (constraint?: string) => {
          const session = target.withSession(constraint)
          const record = { constraint, queries: 0, bookmark: null as string | null }
          sessions.push(record)
          return new Proxy(session, {
            get(inner, key) {
              if (key === 'prepare' || key === 'batch') record.queries++
              if (key === 'getBookmark') {
                return () => (record.bookmark = inner.getBookmark())
              }
              const value = Reflect.get(inner, key)
              return typeof value === 'function' ? value.bind(inner) : value
            },
          })
        }
      }
      const value = Reflect.get(target, name)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db, sessions, outside: () => outside }
}

let visitor = 0
async function send(path: string, init: RequestInit = {}) {
  const recording = recordingDatabase()
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(ORIGIN + path, init),
    { ...env, DB: recording.db },
    ctx
  )
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, body, ...recording }
}

const lead = (email: string, cookie?: string) =>
  send('/api/leads', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'CF-Connecting-IP': `198.51.100.${++visitor}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(leadBody(email)),
  })

describe('D1 sessions: reads near the visitor, writes on the primary', () => {
  it('reads a page through one session that may start at any replica', async () => {
    const { response, sessions, outside } = await send(`/catalog?visit=${++visitor}`)
    expect(response.status).toBe(200)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.constraint).toBe('first-unconstrained')
    expect(sessions[0]!.queries).toBeGreaterThan(0)
    expect(outside()).toBe(0)
    // a read carries nothing back: the page stays cacheable for everyone
    expect(response.headers.get('Set-Cookie') ?? '').not.toContain(BOOKMARK_COOKIE)
  })

  it('writes a lead on the primary and hands the visitor its bookmark for a minute', async () => {
    const { response, sessions, outside } = await lead('bookmark@example.com')
    expect(response.status).toBe(201)
    expect(sessions.map((session) => session.constraint)).toEqual(['first-primary'])
    expect(outside()).toBe(0)
    const bookmark = sessions[0]!.bookmark
    expect(carriedBookmark(bookmark ?? undefined)).toBe(bookmark)
    const cookie = response.headers.get('Set-Cookie')!
    expect(cookie).toContain(`${BOOKMARK_COOKIE}=${bookmark}`)
    expect(cookie).toMatch(/Max-Age=60/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Secure/)

    // the next page starts its session at that bookmark: no replica older than the lead answers
    const next = await send(`/contact?visit=${++visitor}`, {
      headers: { Cookie: `${BOOKMARK_COOKIE}=${bookmark}` },
    })
    expect(next.response.status).toBe(200)
    expect(next.sessions.map((session) => session.constraint)).toEqual([bookmark])
    // and the lead is there to read, in that session
    const row = await env.DB.withSession(bookmark!)
      .prepare('SELECT email FROM leads WHERE email = ?')
      .bind('bookmark@example.com')
      .first<{ email: string }>()
    expect(row?.email).toBe('bookmark@example.com')
  })

  it('ignores a cookie that is not a bookmark, and a bookmark on a write', async () => {
    for (const cookie of ['1 OR 1=1', 'abc', `${'a'.repeat(8)}-${'b'.repeat(300)}`]) {
      const { sessions } = await send(`/contact?visit=${++visitor}`, {
        headers: { Cookie: `${BOOKMARK_COOKIE}=${encodeURIComponent(cookie)}` },
      })
      expect(sessions.map((session) => session.constraint)).toEqual(['first-unconstrained'])
    }
    const first = await lead('first@example.com')
    const bookmark = first.sessions[0]!.bookmark!
    const second = await lead('second@example.com', `${BOOKMARK_COOKIE}=${bookmark}`)
    expect(second.sessions.map((session) => session.constraint)).toEqual(['first-primary'])
  })

  it('hands out no bookmark for a write that was refused', async () => {
    const { response } = await send('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ kind: 'consultation', email: 'not an address' }),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('Set-Cookie') ?? '').not.toContain(BOOKMARK_COOKIE)
  })
})
