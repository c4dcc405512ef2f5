import { BOOKMARK_COOKIE } from '../db/d1-session'
import { withBudget } from '../lib/budget'
import { log } from '../lib/log'

/** The site's own router, answering a request without the network (the app's `fetch`). */
export type PageFetcher = (request: Request) => Promise<Response>

/** Renders at once: few enough to leave the D1 primary to the visitors meanwhile. */
const CONCURRENCY = 4

export interface BackgroundRender {
  rendered: number
  /** answered 404 or 410: the page went with its content (an unpublished listing's) */
  gone: number
  failed: number
  ms: number
}

/**
 * Renders `paths` after a publish, as a first visitor would ask for them, so that each is kept
 * in this data centre's cache and in the second tier for every other (src/render/second-tier.ts):
 * a visitor then reads the page rather than waiting on its render. Each render has a page's own
 * budget (the webhook that started them has answered). A page that fails is left to its
 * first visitor.
 */
export async function renderInBackground(
  fetchPage: PageFetcher,
  origin: string,
  paths: readonly string[],
  bookmark: string | null
): Promise<BackgroundRender> {
  const started = Date.now()
  const queue = [...new Set(paths)]
  let rendered = 0
  let gone = 0
  let failed = 0
  async function worker() {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      // from the publish's own D1 bookmark: a replica that has not caught up with the sync
      // would render the old content under the new versions' key (src/db/d1-session.ts)
      const headers: HeadersInit = bookmark ? { Cookie: `${BOOKMARK_COOKIE}=${bookmark}` } : {}
      const request = new Request(`${origin}${path}`, { headers })
      try {
        const response = await withBudget('render', () => fetchPage(request))
        // read to the end: the copy is kept once the whole page has been rendered
        await response.arrayBuffer()
        if (response.ok) rendered += 1
        else if (response.status === 404 || response.status === 410) gone += 1
        else failed += 1
      } catch (error) {
        failed += 1
        log.warn('render.background-failed', { path, error })
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const result = { rendered, gone, failed, ms: Date.now() - started }
  log.info('render.background', result)
  return result
}
