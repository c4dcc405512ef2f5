// `wrangler dev` without its devtools inspector, for the servers that stand in for a deployment
// (`npm run preview`, the bench: local-server.mjs with `devTools: false`). The CLI always starts
// the inspector, and every console line of the worker then crosses it to wrangler as a devtools
// message: measured here at 1.3 ms of workerd CPU and about 1 ms of wrangler's a line, a
// quarter of an edge cache hit's cost, which no deployment pays (docs/measuring.md). Its
// programmatic API can leave it out; the worker's lines still reach this process's output.
// Usage: node scripts/serve-worker.mjs '<JSON of the options below>'
import { unstable_startWorker } from 'wrangler'

/** @type {{ config: string, env?: string, ip: string, port: number, persistTo: string, vars: Record<string, string>, logLevel: string }} */
const options = JSON.parse(process.argv[2] ?? '{}')

const RANK = { debug: 0, log: 1, info: 1, warn: 2, error: 3 }

/**
 * A worker's console line written as it is, at `logLevel` and above, as Workers Logs keeps it.
 * wrangler's own handler rewrites each line for source maps before it even looks at the level:
 * measured at 0.75 ms of this process's CPU a line, as much as an edge cache hit's own HTTP
 * handling, and paid by no deployment (docs/measuring.md).
 */
function writeLine({ level, message }) {
  if ((RANK[level] ?? RANK.log) < RANK[options.logLevel]) return
  const stream = RANK[level] >= RANK.warn ? process.stderr : process.stdout
  stream.write(`${message}\n`)
}

const worker = await unstable_startWorker({
  config: options.config,
  env: options.env,
  // the configuration's bundle is already built (scripts/snapshot.mjs): --no-bundle
  build: { bundle: false },
  bindings: Object.fromEntries(
    Object.entries(options.vars).map(([name, value]) => [name, { type: 'plain_text', value }])
  ),
  dev: {
    server: { hostname: options.ip, port: options.port },
    inspector: false,
    // as --infer-origin-from-routes=false: requests keep this local address
    inferOriginFromRoutes: false,
    persist: options.persistTo,
    logLevel: options.logLevel,
    remote: false,
    liveReload: false,
    structuredLogsHandler: writeLine,
  },
})
// wrangler's own signal handlers stop it and workerd on SIGINT and SIGTERM, as the CLI's do
await worker.ready
