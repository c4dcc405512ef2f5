// A frozen copy of the built site: what `npm run deploy` uploads and `npm run preview` serves
// (docs/operations.md), and what the bench and the load test measure. `wrangler dev` reloads the
// worker whenever a file under src/ or public/ changes, and on a shared checkout others edit and
// build all the time: a reload mid-test drops requests and the static baseline. The snapshot is
// the worker bundled once (as `wrangler deploy` would, NODE_ENV=production) with a copy of
// public/, served or uploaded without bundling from a configuration of its own, so nothing
// reloads it and nothing is bundled twice.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { wranglerEnv } from './wrangler-env.mjs'

/**
 * Builds the snapshot in `dir` (.wrangler/<name>-snapshot by default), bundled for the wrangler
 * environment `env` when given; answers the path of its configuration.
 */
export function snapshotSite(name, { env, dir } = {}) {
  const DIR = dir ?? `.wrangler/${name}-snapshot`
  const environment = env ? ['--env', env] : []
  for (let attempt = 0; ; attempt++) {
    rmSync(DIR, { recursive: true, force: true })
    mkdirSync(DIR, { recursive: true })
    // The manifest the worker links must match the assets copied: read both, then check
    const manifest = readFileSync('src/generated/client-manifest.json', 'utf8')
    execFileSync(
      'node_modules/.bin/wrangler',
      ['deploy', '--dry-run', '--outdir', join(DIR, 'worker'), ...environment],
      { env: wranglerEnv({ NODE_ENV: 'production' }), stdio: ['ignore', 'ignore', 'inherit'] }
    )
    cpSync('public', join(DIR, 'public'), { recursive: true })
    const linked = Object.values(JSON.parse(manifest))
    const consistent =
      readFileSync('src/generated/client-manifest.json', 'utf8') === manifest &&
      linked.every((path) => existsSync(join(DIR, 'public', path)))
    if (consistent) break
    // A build ran meanwhile: take the snapshot again once it is done
    if (attempt === 3) throw new Error('the build kept changing while the bench took a snapshot')
    execFileSync('sleep', ['10'])
  }
  const config = readFileSync('wrangler.toml', 'utf8')
    .replace(/^main = .*$/m, 'main = "worker/index.js"')
    .replace(/^migrations_dir = .*$/gm, `migrations_dir = "${resolve('migrations')}"`)
    // The bundle names its text modules by hash (`<hash>-ar.json`): the rule must find them there
    .replace(/^globs = \[[^\]]*\]/m, 'globs = ["**/*.json"]')
  writeFileSync(join(DIR, 'wrangler.toml'), config)
  return join(DIR, 'wrangler.toml')
}
