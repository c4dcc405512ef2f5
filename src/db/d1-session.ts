import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { log } from '../lib/log'

/**
 * D1 read replication through the Sessions API (README, "Reads near the visitor"). Every
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
      prepare: (query: string) => session.prepare(query),
      batch: async <T>(statements: D1PreparedStatement[]) => {
        const results = await session.batch<T>(statements)
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
