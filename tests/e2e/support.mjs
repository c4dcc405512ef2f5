// The Node side of the browser tests, shared with tools/audits/screenshots.mjs. Plain JavaScript
// with a declaration file beside it, because the project's typecheck has no Node type definitions.
import { existsSync, rmSync } from 'node:fs'
import process from 'node:process'
import { chromium } from 'playwright-core'
import { startLocalServer } from '../../scripts/local-server.mjs'

/** Debian's Chromium, as a visitor runs it: the bench's Lighthouse measures pages in it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell: the same Blink
 * and V8 in Chromium's old headless mode, which Playwright itself runs for headless tests). The
 * browser tests run in it: without the full browser's windows and their interface, a new browser
 * context (each test page has its own) costs about 0.3 s of CPU instead of 1.0 s, and the browser
 * tests take about half the time (373 s instead of 716 s).
 */
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'

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

/** Debian's headless shell; a test tool never downloads its own browser. */
export function launchChromium() {
  if (!existsSync(HEADLESS_SHELL_PATH)) {
    throw new Error(
      `Chromium's headless shell is missing at ${HEADLESS_SHELL_PATH}: run scripts/ensure-chromium.mjs`
    )
  }
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS })
}

/**
 * Renders the bands a page leaves unrendered until the visitor nears them (`defer-offscreen` in
 * client/styles.css), for a check that reads the whole page at once: a full-page picture, axe
 * (which reads a text's background from what is painted under it), a width measured across it
 * (an unrendered band's content adds no width, and a rendered one's is clipped at its edge).
 */
/* global document -- in the page, through page.evaluate */
export function renderDeferredBands(page) {
  // not page.addStyleTag, which waits for the style's load event: none comes without JavaScript
  return page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = '.defer-offscreen { content-visibility: visible !important }'
    document.head.append(style)
  })
}

/** Starts the built site with `wrangler dev` on a fresh local D1 in `persistTo`. */
export async function startFreshSite({ port, persistTo }) {
  if (!existsSync('src/generated/client-manifest.json')) {
    throw new Error('src/generated/client-manifest.json is missing: run `npm run build` first')
  }
  rmSync(persistTo, { recursive: true, force: true })
  return startLocalServer({ port, persistTo })
}
