// CPU time per request of one page: uncached, from the edge cache, and as a static string, on
// the same server, so that uncached minus static is the render's own cost (both pay the HTTP
// handling, the dev proxy and the secure headers).
import { pageHtml, staticUrl } from './baseline.mjs'
import { cpuPerRequest, watchedProcesses } from './cpu.mjs'
import { onceMore } from './retry.mjs'

export const CPU_SAMPLES = 200

const RUN_ID = `cpu${Date.now().toString(36)}`
let sequence = 0

export async function pageCpu(server, path, count = CPU_SAMPLES) {
  // The processes are found again for each test: a restarted worker runs in new ones
  const measure = (name, setup) =>
    onceMore(name, async () => {
      const requestPath = await setup()
      const processes = watchedProcesses(server.pid)
      if (processes.workerd.length === 0) throw new Error(`no workerd under pid ${server.pid}`)
      const figures = await cpuPerRequest(server.url, processes, requestPath, { count })
      return { ...figures, processes }
    })
  // A unique query string: each request misses the edge cache
  const fresh = () => `${path}${path.includes('?') ? '&' : '?'}cpu=${RUN_ID}-${sequence++}`
  const uncached = await measure('uncached', () => fresh)
  const cached = await measure('cached', () => () => path)
  const baseline = await measure('static', async () => {
    const url = await staticUrl(server.url, await pageHtml(server.url, path))
    return () => new URL(url).pathname
  })
  const base = baseline.workerd.medianMs
  return {
    path,
    uncached,
    cached,
    static: baseline,
    // The render's own CPU: what an uncached request costs beyond serving the same bytes
    renderMs: { median: uncached.workerd.medianMs - base, p95: uncached.workerd.p95Ms - base },
  }
}
