// The Strapi 5 project in cms/: install it, then run it. The site's scripts run on Node 22 (from
// node_modules/.bin); Strapi runs on the machine's own Node, which its native better-sqlite3 was
// compiled for (DESIGN.md), so node_modules/.bin is taken off the PATH for it.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { delimiter, resolve } from 'node:path'

export const CMS_DIR = resolve('cms')
/** Strapi's port: CMS_PORT, else 1337 (`npm run test:cms` uses 1338, beside a local CMS) */
const cmsPort = () => process.env.CMS_PORT || '1337'
export const cmsApi = () => `http://127.0.0.1:${cmsPort()}/api`

/** The environment Strapi runs in: the machine's Node, no telemetry, no browser opened. */
export function cmsEnv(extra = {}) {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes(`node_modules${'/'}.bin`))
    .join(delimiter)
  return {
    ...process.env,
    PATH: path,
    PORT: cmsPort(),
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    ...extra,
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: cmsEnv(), ...options })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

/** `npm ci` in cms/, once; `npm install` of the locked versions if npm refuses the lock file. */
export function installCms() {
  if (existsSync(resolve(CMS_DIR, 'node_modules/@strapi/strapi/bin/strapi.js'))) return
  try {
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: CMS_DIR })
  } catch {
    console.error('npm ci refused the CMS lock file; installing the locked versions')
    run('npm', ['install', '--no-audit', '--no-fund'], { cwd: CMS_DIR })
  }
}

/** The site's artwork, which the CMS uploads into its media library on the first start. */
export function ensureArtwork() {
  if (existsSync(resolve('public/images'))) return
  run(process.execPath, ['scripts/build-images.mjs'], { env: process.env })
}

/**
 * Starts Strapi: `develop` (with the admin panel, built on the first start) for editors, or
 * `api` (the content and sign-in APIs only, no admin build) for the site and its tests.
 */
export function startCms({ mode = 'develop', env = {}, stdio = 'inherit' } = {}) {
  mkdirSync(resolve(CMS_DIR, env.PUBLIC_DIR ?? 'public', 'uploads'), { recursive: true })
  const args =
    mode === 'develop'
      ? ['develop', '--no-watch-admin']
      : ['develop', '--no-watch-admin', '--no-build-admin']
  return spawn('node', ['node_modules/@strapi/strapi/bin/strapi.js', ...args], {
    cwd: CMS_DIR,
    stdio,
    env: cmsEnv({ SERVE_ADMIN: mode === 'develop' ? 'true' : 'false', ...env }),
  })
}

/** Resolves once Strapi answers, or rejects when it exits or after `timeoutMs`. */
export async function waitForCms(child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs
  let exited = false
  child?.once('exit', () => (exited = true))
  while (Date.now() < deadline) {
    if (exited) throw new Error('Strapi stopped before it answered (its output is above)')
    try {
      const response = await fetch(`${cmsApi()}/areas?pagination[pageSize]=1`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 1000))
  }
  throw new Error(`Strapi did not answer on ${cmsApi()} within ${timeoutMs / 1000} s`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run cms`: install, then the CMS with its admin panel at http://127.0.0.1:1337/admin
  installCms()
  ensureArtwork()
  const child = startCms({ mode: 'develop' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
}
