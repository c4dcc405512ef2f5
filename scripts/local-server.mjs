// Starts the built worker with `wrangler dev` on 127.0.0.1 for the browser tests and the bench,
// each with its own migrated and seeded local D1, and stops it again.
import { execFileSync, spawn } from 'node:child_process'
import { wranglerEnv } from './wrangler-env.mjs'

/**
 * `config`: another wrangler configuration, e.g. the bench's snapshot of an already bundled worker
 * (run without bundling), which others' edits and builds cannot reload mid-measurement.
 * @param {{ port: number, persistTo: string, vars?: Record<string, string>, config?: string }} options
 * @returns {Promise<{ url: string, pid: number, logs: () => string, stop: () => Promise<void> }>}
 */
export async function startLocalServer({ port, persistTo, vars = {}, config }) {
  execFileSync('node', ['scripts/db-setup.mjs', '--persist-to', persistTo], {
    env: wranglerEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persistTo]
  args.push('--show-interactive-dev-session=false', '--log-level', 'warn')
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`)
  if (config) args.push('--config', config, '--no-bundle')

  const child = spawn('node_modules/.bin/wrangler', args, {
    env: wranglerEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output}`)
    try {
      // manual: with an https PUBLIC_ORIGIN the worker answers plain http with a redirect
      const response = await fetch(`${url}/robots.txt`, { redirect: 'manual' })
      if (response.ok || response.status === 301) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL')
      throw new Error(`wrangler dev did not start within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  return {
    url,
    // wrangler's process id: the bench finds the workerd processes under it to read their CPU time
    pid: child.pid,
    logs: () => output,
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
