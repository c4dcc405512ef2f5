// The Strapi 5 project in cms/: install it, then run it. The site's scripts run on Node 22 (from
// node_modules/.bin); Strapi runs on the machine's own Node, which its native better-sqlite3 was
// compiled for (DESIGN.md), so node_modules/.bin is taken off the PATH for it.
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { delimiter, join, resolve } from 'node:path'
import { writeCmsMessages } from './cms-messages.mjs'

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

/** The widest picture the demo seed uploads: a listing's photo at 1280 px is about 90 KB. */
const SEED_WIDTH = 1280

/**
 * The demo content pack the CMS seeds itself from (cms/src/seed/), written into cms/seed-data/
 * so that the CMS reads nothing outside its folder: the site's D1 migrations and seeds, and for
 * each picture of the site's artwork its widest JPEG up to 1280 px (about 12 MB for 211). A
 * picture already there at the same size is not copied again. Also the partner e-mails' words
 * (scripts/cms-messages.mjs), in case a locale file changed.
 */
export function packSeedData() {
  if (!existsSync(resolve('public/images'))) {
    run(process.execPath, ['tools/artwork/build.mjs'], { env: process.env })
  }
  writeCmsMessages()
  const pack = resolve(CMS_DIR, 'seed-data')
  for (const folder of ['migrations', 'seeds']) {
    const from = resolve(folder)
    const to = join(pack, 'sql', folder)
    rmSync(to, { recursive: true, force: true })
    mkdirSync(to, { recursive: true })
    for (const name of readdirSync(from).filter((file) => file.endsWith('.sql'))) {
      copyFileSync(join(from, name), join(to, name))
    }
  }
  const images = join(pack, 'images')
  mkdirSync(images, { recursive: true })
  const widths = new Map()
  for (const name of readdirSync(resolve('public/images'))) {
    const [, key, width] = /^(.+)-(\d+)\.jpg$/.exec(name) ?? []
    if (key) widths.set(key, [...(widths.get(key) ?? []), Number(width)])
  }
  for (const [key, all] of widths) {
    const sorted = all.sort((a, b) => b - a)
    const width = sorted.find((w) => w <= SEED_WIDTH) ?? sorted.at(-1)
    const from = resolve('public/images', `${key}-${width}.jpg`)
    const to = join(images, `${key}.jpg`)
    if (!existsSync(to) || statSync(to).size !== statSync(from).size) copyFileSync(from, to)
  }
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
  packSeedData()
  const child = startCms({ mode: 'develop' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
}
