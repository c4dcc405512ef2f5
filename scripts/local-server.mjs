// Starts the built worker with `wrangler dev` on 127.0.0.1 for the browser tests and the bench,
// each with its own migrated and seeded local D1, and stops it again.
import { execFileSync, spawn } from 'node:child_process'
import { wranglerEnv } from './wrangler-env.mjs'

const OUTPUT_KEPT = 1024 * 1024

/**
 * `config`: another wrangler configuration, e.g. the bench's snapshot of an already bundled worker
 * (run without bundling), which others' edits and builds cannot reload mid-measurement. `env`: a
 * deployed environment of it (`npm run preview`'s production), its vars and its own local D1 with
 * the demo content, on this local address rather than the environment's domain. `echo`: wrangler's
 * output (the worker's log lines) shown as it comes, as `npm start` shows it. `empty`: a D1
 * migrated without the demo content, for the CMS sync to fill (docs/content-sync.md).
 * `devTools: false`: without the two development aids of `wrangler dev` that no deployment has
 * (below).
 * @param {{ port: number, persistTo: string, vars?: Record<string, string>, config?: string, env?: string, echo?: boolean, empty?: boolean, devTools?: boolean }} options
 * @returns {Promise<{ url: string, pid: number, logs: () => string, exited: Promise<number | null>, stop: () => Promise<void> }>}
 */
export async function startLocalServer({
  port,
  persistTo,
  vars = {},
  config,
  env,
  echo = false,
  empty = false,
  devTools = true,
}) {
  const environment = env ? ['--env', env] : []
  const database = env ? [...environment, '--local', '--demo'] : empty ? ['--empty'] : []
  execFileSync('node', ['scripts/db-setup.mjs', '--persist-to', persistTo, ...database], {
    env: wranglerEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // shown: the worker's own lines too; kept for an error report: wrangler's warnings only
  const logLevel = echo ? 'log' : 'warn'
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persistTo]
  args.push('--show-interactive-dev-session=false', '--log-level', logLevel)
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`)
  if (config) args.push('--config', config, '--no-bundle')
  // the environment's routes would otherwise become every request's URL (its domain)
  if (env) args.push(...environment, '--infer-origin-from-routes=false')

  // Without devtools: no devtools inspector, which every console line crosses (serve-worker.mjs
  // starts wrangler dev without it), and no local trace store, where wrangler dev writes every
  // request's trace, log lines, D1 queries and cache calls into SQLite inside workerd: 2.3 ms of
  // CPU a request measured on a page served from memory (docs/performance.md)
  const [command, commandArgs] = devTools
    ? ['node_modules/.bin/wrangler', args]
    : [
        'node_modules/.bin/node',
        [
          'scripts/serve-worker.mjs',
          JSON.stringify({ config, env, ip: '127.0.0.1', port, persistTo, vars, logLevel }),
        ],
      ]
  if (!devTools && !config) throw new Error('devTools: false serves a bundle: give its config')
  const child = spawn(command, commandArgs, {
    env: wranglerEnv(devTools ? {} : { X_LOCAL_OBSERVABILITY: 'false' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  // the worker writes a line per request: only the latest of them are kept for an error report,
  // as chunks joined when asked for (copying the whole megabyte on every chunk cost this process
  // a fifth of a core while a bench loaded the worker)
  const chunks = []
  let kept = 0
  const keep = (chunk, stream) => {
    chunks.push(chunk)
    kept += chunk.length
    while (kept - chunks[0].length >= OUTPUT_KEPT) kept -= chunks.shift().length
    if (echo) stream.write(chunk)
  }
  const output = () => Buffer.concat(chunks).toString().slice(-OUTPUT_KEPT)
  child.stdout.on('data', (chunk) => keep(chunk, process.stdout))
  child.stderr.on('data', (chunk) => keep(chunk, process.stderr))
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output()}`)
    try {
      // manual: with an https PUBLIC_ORIGIN the worker answers plain http with a redirect
      const response = await fetch(`${url}/robots.txt`, { redirect: 'manual' })
      if (response.ok || response.status === 301) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL')
      throw new Error(`wrangler dev did not start within 60 s:\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  return {
    url,
    // wrangler's process id: the bench finds the workerd processes under it to read their CPU time
    pid: child.pid,
    logs: output,
    exited,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        // wrangler starts workerd as a child: end the whole process group
        process.kill(-child.pid, 'SIGTERM')
        setTimeout(() => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 5000)
      }),
  }
}
