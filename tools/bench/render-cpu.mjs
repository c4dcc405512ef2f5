// CPU time per request of one page: uncached, from the edge cache, and as a static string, on
// the same server, so that uncached minus static is the render's own cost (both pay the HTTP
// handling, the dev proxy and the secure headers). The static string is also served with the
// edge cache's work for a miss of an address with a query (a lookup and a store in the Cache
// API, src/routes/bench.ts; such an address stays out of KV): that splits the local Cache API,
// which runs inside the measured process, from the render.
import { pageHtml, staticUrl } from './baseline.mjs'
import { cpuPerRequest, watchedProcesses } from './cpu.mjs'
import { withParam } from '../../scripts/with-param.mjs'
import { onceMore } from './retry.mjs'

export const CPU_SAMPLES = 200

const RUN_ID = `cpu${Date.now().toString(36)}`
let sequence = 0

/**
 * The CPU of `path`'s requests on `server` (see above); with `fileUrl`, also the same HTML as a
 * static file, which no worker code serves: what an edge cache hit is measured against.
 */
export async function pageCpu(server, path, { fileUrl, count = CPU_SAMPLES } = {}) {
  const figures = await onceMore(path, async () => {
    const url = await staticUrl(server.url, await pageHtml(server.url, path))
    const staticPath = new URL(url).pathname
    // The processes are found again for each try: a restarted worker runs in new ones
    const processes = watchedProcesses(server.pid)
    if (processes.workerd.length === 0) throw new Error(`no workerd under pid ${server.pid}`)
    // A unique query string: each request misses the edge cache
    const unique = () => `${RUN_ID}-${sequence++}`
    const variants = {
      uncached: () => withParam(path, 'cpu', unique()),
      cached: () => path,
      static: () => staticPath,
      staticCacheMiss: () => withParam(staticPath, 'cache', unique()),
      ...(fileUrl && { file: () => new URL(fileUrl).pathname }),
    }
    return cpuPerRequest(server.url, processes, variants, { count })
  })
  const { uncached, static: baseline, staticCacheMiss } = figures
  // A figure beyond a baseline: the medians' difference, and the p95 beyond the baseline's median
  const beyond = (run, base) => ({
    median: run.workerd.medianMs - base.workerd.medianMs,
    p95: run.workerd.p95Ms - base.workerd.medianMs,
  })
  return {
    path,
    ...figures,
    // The render's own CPU: what an uncached request costs beyond serving the same bytes
    renderMs: beyond(uncached, baseline),
    // Of which the local Cache API's lookup and store (Miniflare's, in this process)
    localCacheMs: beyond(staticCacheMiss, baseline).median,
    // And the rest: the render without that local storage
    renderWithoutCacheMs: beyond(uncached, staticCacheMiss),
  }
}
