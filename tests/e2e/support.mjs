// The Node side of the browser tests, shared with scripts/screenshots.mjs. Plain JavaScript with
// a declaration file beside it, because the project's typecheck has no Node type definitions.
import { existsSync, rmSync } from 'node:fs'
import process from 'node:process'
import { chromium } from 'playwright-core'
import { startLocalServer } from '../../scripts/local-server.mjs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** How every tool here starts it (the bench's Lighthouse adds --headless=new). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

/** Debian's Chromium; a test tool never downloads its own browser. */
export function launchChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: run scripts/ensure-chromium.mjs`)
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** Starts the built site with `wrangler dev` on a fresh local D1 in `persistTo`. */
export async function startFreshSite({ port, persistTo }) {
  if (!existsSync('src/generated/client-manifest.json')) {
    throw new Error('src/generated/client-manifest.json is missing: run `npm run build` first')
  }
  rmSync(persistTo, { recursive: true, force: true })
  return startLocalServer({ port, persistTo })
}
