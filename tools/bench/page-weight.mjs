// What a page costs a first-time visitor, measured in Debian's Chromium.
import { gzipSync } from 'node:zlib'
import { launchChromium } from '../../tests/e2e/support.mjs'

// React's production build names this property of its internals in every copy: a downloaded
// script holding it is React (react-dom reads it from react)
const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'

// Compress every body here, the same way, so the figures do not depend on what the local
// server happens to send (wrangler dev gzips HTML and assets when asked, at its own level)
export const gzipSize = (body) => gzipSync(body, { level: 9 }).length

export async function withBrowser(fn) {
  const browser = await launchChromium()
  try {
    return await fn(browser)
  } finally {
    await browser.close()
  }
}

/**
 * HTML bytes and the same-origin JavaScript and CSS the page downloads, each body gzipped here.
 * Inline scripts and styles are part of the HTML figure.
 */
export async function pageWeight(browser, url) {
  // A fresh context per page, so nothing is served from the cache of a page measured before
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const origin = new URL(url).origin
    const assets = new Map() // by URL: a file fetched twice is downloaded once in the figures
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if ((type !== 'script' && type !== 'stylesheet') || new URL(response.url()).origin !== origin)
        return
      // Read each body at once (it is gone once the page navigates) and keep a failure for later
      const file = { type, url: response.url(), status: response.status() }
      assets.set(
        file.url,
        response.body().then(
          (body) => ({ ...file, body }),
          (error) => ({ ...file, error })
        )
      )
    })

    const response = await page.goto(url, { waitUntil: 'load' })
    // Island chunks are imported after load: wait until nothing more is fetched. Nothing is
    // clicked or hovered, so islands that hydrate on interaction stay unloaded, as for a reader
    await page.waitForLoadState('networkidle')
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    // Islands on the page, and those that hydrate as it loads (the rest wait for an interaction)
    const islands = await page.$$eval('[data-island]', (elements) =>
      elements.map((element) => ({
        name: element.getAttribute('data-island'),
        atLoad: !element.hasAttribute('data-hydrate'),
      }))
    )

    const html = await response.body()
    const files = await Promise.all(assets.values())
    const broken = files.find((file) => file.error || file.status >= 400)
    if (broken) {
      // e.g. a build during the bench replaced the assets and the page reloaded itself
      throw new Error(
        `${url}: ${broken.url} ${broken.error ? `unreadable: ${broken.error.message}` : broken.status}`
      )
    }
    const sum = (type) =>
      files
        .filter((file) => file.type === type)
        .reduce((total, file) => total + gzipSize(file.body), 0)
    return {
      url,
      htmlBytes: html.length,
      htmlGzip: gzipSize(html),
      jsGzip: sum('script'),
      cssGzip: sum('stylesheet'),
      loadsReact: files.some((file) => file.type === 'script' && file.body.includes(REACT_MARKER)),
      islands: islands.map((island) => island.name),
      islandsAtLoad: islands.filter((island) => island.atLoad).map((island) => island.name),
      files: files.map(({ type, url, body }) => ({
        type,
        url,
        bytes: body.length,
        gzip: gzipSize(body),
      })),
    }
  } finally {
    await context.close()
  }
}
