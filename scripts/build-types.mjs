// The worker's types (`Env` from wrangler.toml's bindings, and the runtime's: D1Database, Request
// ...), written by `wrangler types` into src/generated/ beside the build's other generated files,
// out of git. A run costs 2 s, so it is written again only when wrangler.toml or wrangler (which
// pins the runtime) changed: the file ends with a hash of both. Run by build-client.mjs; `npm run
// types` writes it whatever the hash.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { wranglerEnv } from './wrangler-env.mjs'

const TYPES = 'src/generated/worker-configuration.d.ts'

/** Writes the types of the worker at `root` unless they are current; whether it wrote them. */
export function buildTypes({ root = '.', force = false } = {}) {
  const out = join(root, TYPES)
  const inputs = createHash('sha256')
    .update(readFileSync(join(root, 'wrangler.toml')))
    .update(readFileSync(join(root, 'node_modules/wrangler/package.json')))
    .digest('hex')
    .slice(0, 16)
  const mark = `// Inputs: ${inputs}\n`
  if (!force && existsSync(out) && readFileSync(out, 'utf8').endsWith(mark)) return false
  mkdirSync(dirname(out), { recursive: true })
  execFileSync(
    resolve(root, 'node_modules/.bin/wrangler'),
    ['types', '--strict-vars=false', TYPES],
    // wrangler's own report says nothing the file does not; its errors still print
    { cwd: root, env: wranglerEnv(), stdio: ['ignore', 'ignore', 'inherit'] }
  )
  appendFileSync(out, mark)
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildTypes({ force: true })
  console.log(`${TYPES} written from wrangler.toml`)
}
