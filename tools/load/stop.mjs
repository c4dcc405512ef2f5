// How a load or fault run ends, at its end or on Ctrl-C: the production bundle and the fault
// harness stopped, and what the run left in the local state besides the database removed.
import { rmSync } from 'node:fs'

/**
 * Stops what `running()` names (read when stopping: the run starts them later) on SIGINT and
 * SIGTERM; answers the same stop for the run's own end.
 * @param {string} state the local state directory of the run's server
 * @param {() => { server?: { stop: () => Promise<void> }, harness?: { close: () => Promise<void> } }} running
 */
export function stopOnSignals(state, running) {
  const stop = async () => {
    const { server, harness } = running()
    await server?.stop()
    await harness?.close()
    // tens of megabytes of cached pages and traces a run leaves
    for (const scratch of ['cache', 'observability']) {
      rmSync(`${state}/v3/${scratch}`, { recursive: true, force: true })
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => stop().then(() => process.exit(130)))
  }
  return stop
}
