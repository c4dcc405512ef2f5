import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { withinTime } from '../lib/budget'
import { log } from '../lib/log'

/**
 * D1 read replication through the Sessions API (docs/content.md, "Reads near the visitor"). Every
 * request's queries run in one D1 session, so they read one consistent, never older state:
 * - a read (GET, HEAD) starts `first-unconstrained`: its first query goes to the nearest
 *   replica, which may be a moment behind the primary;
 * - a write (a lead, a form, any POST) starts `first-primary`: duplicate, idempotency and rate
 *   checks read the latest state, and the write commits on the primary;
 * - after a write that committed a record (a lead, a subscription, an application) the visitor
 *   carries the session's bookmark in a short-lived cookie, and their next requests start from
 *   it: a replica answers them only once it holds that write.
 * Without replication enabled on the database every session reads the primary, as before.
 */
export const BOOKMARK_COOKIE = '__Host-d1-bookmark'

/** A replica holds a write within seconds; past this the bookmark asks for nothing it lacks. */
const BOOKMARK_SECONDS = 60

// D1's bookmarks: hex groups joined by dashes (`00000085-0000024c-00004c6d-8e61117b...`). A
// cookie is the visitor's to edit: anything else is ignored rather than passed to D1.
const BOOKMARK = /^[0-9a-f]{8}(?:-[0-9a-f]{8,64}){1,7}$/i

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The visitor's bookmark, when the cookie holds one. */
export function carriedBookmark(cookie: string | undefined): string | null {
  return cookie && cookie.length <= 256 && BOOKMARK.test(cookie) ? cookie : null
}

const WRITE = /^\s*(insert|update|delete|replace)\b/i
const RUNS = new Set(['first', 'all', 'run', 'raw'])
/** The statements handed out, by the wrapper that times them: a batch takes D1's own. */
const original = new WeakMap<D1PreparedStatement, D1PreparedStatement>()

/**
 * A statement whose every run has a time (src/lib/timeouts.ts, clipped by the request's budget):
 * a stalled D1 fails the query, and the route answers as for any D1 failure (a stale page or
 * 503, a form's 503) instead of keeping the visitor waiting. A write that runs out of time may
 * still commit: it was not acknowledged, and a retry with its Idempotency-Key stores nothing twice.
 */
function timed(statement: D1PreparedStatement, sql: string): D1PreparedStatement {
  const call = WRITE.test(sql) ? 'd1Write' : 'd1Read'
  const wrapper = new Proxy(statement, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown
      if (property === 'bind') {
        return (...values: unknown[]) => timed(target.bind(...values), sql)
      }
      if (typeof value !== 'function') return value
      if (typeof property === 'string' && RUNS.has(property)) {
        return (...args: unknown[]) =>
          withinTime(call, (value as (...a: unknown[]) => Promise<unknown>).apply(target, args))
      }
      return (value as (...a: unknown[]) => unknown).bind(target)
    },
  })
  original.set(wrapper, statement)
  return wrapper
}

/** `db` with every query and batch timed, outside a session (the cron's). */
export function timedDatabase(db: D1Database): D1Database {
  const direct = {
    prepare: (query: string) => db.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => db.batch<T>(statements),
    getBookmark: () => null,
  } as unknown as D1DatabaseSession
  return inSession(db, direct).db
}

/**
 * `db` with every query in `session`. Code keeps its `D1Database` (`env.DB.prepare`,
 * `.batch`); `exec` (migrations, several statements) and new sessions go to the binding itself.
 * `committed()` says whether a batch changed the database: how every form commits its record
 * with its outbox row and answer (one transaction), while the rate counter of any POST, the
 * sign-in routes' included, is a single statement the visitor never reads back.
 */
export function inSession(
  db: D1Database,
  session: D1DatabaseSession
): { db: D1Database; committed: () => boolean } {
  let committed = false
  return {
    db: {
      prepare: (query: string) => timed(session.prepare(query), query),
      batch: async <T>(statements: D1PreparedStatement[]) => {
        const own = statements.map((statement) => original.get(statement) ?? statement)
        const results = await withinTime('d1Write', session.batch<T>(own))
        committed ||= results.some((result) => result.meta.changed_db || result.meta.changes > 0)
        return results
      },
      exec: (query: string) => db.exec(query),
      withSession: (constraint?: string) => db.withSession(constraint),
      dump: () => db.dump(),
    },
    committed: () => committed,
  }
}

/** The middleware: `c.env.DB` is the request's session from here on. */
export function d1Sessions(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const writes = !READS.has(c.req.method)
    const constraint = writes
      ? 'first-primary'
      : (carriedBookmark(getCookie(c, BOOKMARK_COOKIE)) ?? 'first-unconstrained')
    let session: D1DatabaseSession
    try {
      session = c.env.DB.withSession(constraint)
    } catch (error) {
      // a binding that cannot even start a session (no I/O happens here): the routes then meet
      // the same failure on their first query and answer it as they do (503, the error page)
      log.error('d1.session-unavailable', { error })
      return next()
    }
    const request = inSession(c.env.DB, session)
    c.env = { ...c.env, DB: request.db }
    c.set('d1Bookmark', () => session.getBookmark())
    await next()
    const bookmark = session.getBookmark()
    // only after a record was committed and the answer says so
    if (writes && request.committed() && bookmark && c.res.status < 400) {
      setCookie(c, BOOKMARK_COOKIE, bookmark, {
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: BOOKMARK_SECONDS,
      })
    }
  }
}
