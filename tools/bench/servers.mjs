// The local servers a bench or load test runs against: fresh state, own ports, and stopped
// again whatever happens (Ctrl-C, an error, a stray rejected promise).
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { startLocalServer } from '../../scripts/local-server.mjs'
import { startPreviewServer } from '../../scripts/preview-server.mjs'

const servers = []
const dirs = []

export const stopAll = () => Promise.all(servers.splice(0).map((server) => server.stop()))

/** Stops every server started here on Ctrl-C, SIGTERM or an uncaught error, then exits. */
export function stopOnExit(label) {
  // wrangler runs in its own process group, so Ctrl-C would leave it running: stop it first
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => stopAll().then(() => process.exit(130)))
  }
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.once(event, (error) => {
      console.error(`\n${label} failed:`, error)
      stopAll().then(() => process.exit(1))
    })
  }
}

/**
 * Starts `wrangler dev` on `port` (of the snapshot's `config` when given: scripts/snapshot.mjs)
 * with a fresh database in `persistTo` (the same seeded content every run, and no stale schema
 * when a migration was edited in place). The worker is bundled
 * with NODE_ENV=production, as `wrangler deploy` ships it: otherwise React's development build,
 * several times slower, would be measured.
 */
export async function startFresh(port, persistTo, vars = {}, config = undefined) {
  await assertPortFree(port)
  rmSync(persistTo, { recursive: true, force: true })
  process.env.NODE_ENV = 'production'
  const server = await startLocalServer({ port, persistTo, vars, config })
  servers.push(server)
  dirs.push(persistTo)
  return server
}

/**
 * Starts the production bundle of `config` (previewBundle) as `npm run preview` serves it, on
 * `port` with a fresh database in `persistTo`: what a deploy uploads, what the outside checks
 * measure.
 */
export async function startPreview(port, persistTo, vars = {}, config = undefined) {
  await assertPortFree(port)
  const server = await startPreviewServer({ port, persistTo, vars, config })
  servers.push(server)
  dirs.push(persistTo)
  return server
}

/** A server already on the port would answer our readiness check and be measured instead. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what runs there`)))
    probe.listen(port, '127.0.0.1', () => probe.close(resolve))
  })
}

/**
 * Empties what a run leaves in the local state besides the database: every uncached request
 * stores a page in the local edge cache and a trace in the local observability store, tens of
 * megabytes a run that would only pile up.
 */
export function clearScratch() {
  for (const dir of dirs) {
    for (const scratch of ['cache', 'observability']) {
      rmSync(`${dir}/v3/${scratch}`, { recursive: true, force: true })
    }
  }
}
