import { log, withLogContext, writeLog } from '../lib/log'
import { scrub } from '../lib/redact'
import { pathOf } from '../lib/request-url'

/**
 * Handles one request with its id on every line logged meanwhile, then writes its `request`
 * line: status, duration and the edge cache's verdict. The id is Cloudflare's `CF-Ray` (which
 * the visitor's browser also sees, so a reported problem can be found), else a random one.
 * This line replaces Cloudflare's invocation log, which is off (wrangler.toml).
 */
export async function loggedRequest(
  request: Request,
  handle: () => Response | Promise<Response>
): Promise<Response> {
  const started = Date.now()
  const context = {
    requestId: request.headers.get('CF-Ray') || crypto.randomUUID(),
    method: request.method,
    // without the query, which can carry a token
    path: scrub(pathOf(request.url), 512),
  }
  return withLogContext(context, async () => {
    let response: Response
    try {
      response = await handle()
    } catch (error) {
      log.error('request.unhandled', { error })
      throw error
    }
    writeLog(response.status >= 500 ? 'error' : 'info', 'request', {
      status: response.status,
      durationMs: Date.now() - started,
      cache: response.headers.get('X-Edge-Cache') ?? undefined,
    })
    return response
  })
}

/** A cron run, logged like a request: its own id, `CRON` and the schedule for method and path. */
export function loggedCron<T>(cron: string, work: () => Promise<T>): Promise<T> {
  return withLogContext({ requestId: crypto.randomUUID(), method: 'CRON', path: cron }, work)
}
