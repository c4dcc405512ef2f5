import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { withParam } from '../../scripts/with-param.mjs'

// How many D1 round trips a visitor waits for, one after another: each query is delayed by
// DELAY ms and the request's time divided by it (workerd's clock moves on timers and I/O, not
// while JavaScript runs, so CPU adds nothing). docs/content.md, "Reads near the visitor", multiplies
// these by the distance to the replica or the primary.
const DELAY = 100
const ORIGIN = 'https://brokerage.example'

const wait = () => new Promise((resolve) => setTimeout(resolve, DELAY))

function slowStatement(statement: D1PreparedStatement, originals: WeakMap<object, object>) {
  const slow = {
    bind: (...values: unknown[]) => slowStatement(statement.bind(...values), originals),
    first: async (column?: string) => (await wait(), statement.first(column as string)),
    all: async () => (await wait(), statement.all()),
    run: async () => (await wait(), statement.run()),
    raw: async (options?: { columnNames?: false }) => (await wait(), statement.raw(options)),
  } as unknown as D1PreparedStatement
  originals.set(slow, statement)
  return slow
}

/** The binding, each query in any session answered DELAY ms late, as a distant database would. */
function distantDatabase(): D1Database {
  const originals = new WeakMap<object, object>()
  const slow = (target: D1Database | D1DatabaseSession) => ({
    prepare: (sql: string) => slowStatement(target.prepare(sql), originals),
    batch: async (statements: D1PreparedStatement[]) => {
      await wait()
      return target.batch(statements.map((s) => (originals.get(s) ?? s) as D1PreparedStatement))
    },
  })
  return {
    ...slow(env.DB),
    exec: (sql: string) => env.DB.exec(sql),
    dump: () => env.DB.dump(),
    withSession: (constraint?: string) => {
      const session = env.DB.withSession(constraint)
      return { ...slow(session), getBookmark: () => session.getBookmark() }
    },
  } as D1Database
}

let visit = 0
async function roundTrips(path: string, init?: RequestInit): Promise<number> {
  const ctx = createExecutionContext()
  const url = ORIGIN + (init ? path : withParam(path, 'rt', ++visit))
  const started = Date.now()
  const response = await worker.fetch(
    new Request(url, init),
    { ...env, DB: distantDatabase() },
    ctx
  )
  await response.text()
  const elapsed = Date.now() - started
  await waitOnExecutionContext(ctx)
  expect(response.status, path).toBeLessThan(300)
  return Math.floor(elapsed / DELAY)
}

describe('D1 round trips a visitor waits for', () => {
  it('are a few a page, and three for a lead', async () => {
    // the first request of an isolate also reads the content version and the community slugs
    await roundTrips('/catalog')
    const pages = ['/', '/catalog', '/catalog?type=villa&sort=price-asc', '/catalog/7', '/blog']
    const measured: Record<string, number> = {}
    for (const path of [...pages, '/agent/1', '/blog/golden-visa-through-property']) {
      measured[path] = await roundTrips(path)
    }
    measured['POST /api/leads'] = await roundTrips('/api/leads', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'CF-Connecting-IP': '192.0.2.77',
        // as the form island sends it: its stored answer is looked up first
        'Idempotency-Key': 'round-trips-0001',
      },
      body: JSON.stringify({
        kind: 'consultation',
        fullName: 'Maya Lindqvist',
        email: 'round-trips@example.com',
        phone: '+46 70 123 45 67',
        page: '/contact',
        locale: 'en',
      }),
    })
    console.info(`sequential D1 round trips: ${JSON.stringify(measured)}`)
    // measured 1 to 4 a page (a listing reads in four steps), 2 for a lead: the stored answer and
    // the commit (the rate counter left D1 for the rate limiting binding: it was 3)
    for (const [path, trips] of Object.entries(measured)) expect(trips, path).toBeLessThanOrEqual(4)
    expect(measured['POST /api/leads']).toBe(2)
  })
})
