// What a page costs a first-time visitor, measured in Debian's Chromium.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

// Compress every body here, the same way, so the figures do not depend on what the local
// server happens to send (wrangler dev gzips HTML and assets when asked, at its own level)
export const gzipSize = (body) => gzipSync(body, { level: 9 }).length

export async function withBrowser(fn) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
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
    // Island chunks are imported after load: wait until nothing more is fetched
    await page.waitForLoadState('networkidle')
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)

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

/** The first unprefixed `/blog/...` link on the blog index, or undefined when there is none. */
export async function firstArticleUrl(browser, origin) {
  const page = await browser.newPage()
  try {
    await page.goto(`${origin}/blog`)
    const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.href))
    return hrefs.find((href) => {
      const { origin: linkOrigin, pathname } = new URL(href)
      return linkOrigin === origin && /^\/blog\/[^/]+/.test(pathname)
    })
  } finally {
    await page.close()
  }
}
