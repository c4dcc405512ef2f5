import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { islandsReady, useBrowser } from './browser'

// React's hydration code is its own chunk: fetching it means React is loading
const REACT_CHUNK = /\/assets\/chunks\/hydrate-[^/]+\.js$/

/** DESIGN.md: a page with nothing to click ships under 5 KB of JavaScript (gzip -9, as the bench) */
const LIGHT_PAGE_GZIP = 5 * 1024

/** The scripts the page has fetched so far, by file name. */
function scriptsOf(page: Page) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** Holds React's chunk back until `release()`, so a test can act before the island hydrates. */
async function holdReact(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(REACT_CHUNK, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * How long a held press may take to be answered once released: React's chunk and the hydration,
 * a second or more on a busy 2-core machine (expect.poll's own default is 1 s)
 */
const HYDRATED = { timeout: 5_000 }

let visitor = 0
/** Another client address per test, clear of the form rate limit. */
function asVisitor() {
  visitor += 1
  return { extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${200 + visitor}` } }
}

describe('islands that wait for the visitor', () => {
  const browser = useBrowser()

  it('a page with only header and footer islands loads under 5 KB of script, and no React until the visitor reaches for one', async () => {
    const page = await browser.newPage()
    const scripts = scriptsOf(page)
    await page.goto('/privacy')
    await islandsReady(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => REACT_CHUNK.test(path))).toEqual([])
    const gzipped = await Promise.all(
      scripts.map(
        async (path) => gzipSync(await (await page.request.get(path)).body(), { level: 9 }).length
      )
    )
    expect(gzipped.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(LIGHT_PAGE_GZIP)

    await page.getByRole('contentinfo').getByLabel('Email address').focus()
    await expect.poll(() => scripts.some((path) => REACT_CHUNK.test(path))).toBe(true)
  })

  it('a click that comes before React is ready is kept and answered once it is', async () => {
    const page = await browser.newPage(asVisitor())
    const release = await holdReact(page)
    await page.goto('/our-story')
    await islandsReady(page)
    await page.getByRole('banner').getByRole('link', { name: 'Request a call' }).click()
    // The link did not navigate away to the contact page while React was loading
    expect(new URL(page.url()).pathname).toBe('/our-story')
    release()
    await page.getByRole('dialog', { name: 'Request a call' }).waitFor()
  })

  it('what the visitor typed before React was ready is what the form sends', async () => {
    const page = await browser.newPage(asVisitor())
    const release = await holdReact(page)
    await page.goto('/terms')
    await islandsReady(page)
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Email address').fill(`early-${Date.now()}@example.com`)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    release()
    await footer.getByText('Check your inbox').waitFor()
  })
})

describe('the property actions and the team directory wait for the visitor', () => {
  const browser = useBrowser()
  // the islands' own chunks, and React's
  const CHUNKS = /\/assets\/chunks\/(hydrate|property-actions|team-directory)-[^/]+\.js$/

  async function loadedQuietly(page: Page, path: string) {
    const scripts = scriptsOf(page)
    await page.goto(path)
    await islandsReady(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((script) => CHUNKS.test(script))).toEqual([])
    return scripts
  }

  it('a listing saved by mouse before React is ready is saved, and shows as saved at the next visit without React', async () => {
    const page = await browser.newPage()
    await loadedQuietly(page, '/catalog/6')
    const release = await holdReact(page)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    expect(await page.evaluate(() => localStorage.getItem('saved-properties'))).toBeNull()
    release()
    const saved = page.getByRole('button', { name: 'Saved', exact: true })
    await expect.poll(() => saved.getAttribute('aria-pressed'), HYDRATED).toBe('true')
    expect(await page.getByRole('link', { name: 'Saved (1)' }).getAttribute('href')).toBe(
      '/catalog?view=saved&ids=6'
    )

    // the stored choice is the first state of the next visit: pressed, with the link, no React
    await page.reload()
    const scripts = scriptsOf(page)
    await islandsReady(page)
    await page.waitForLoadState('networkidle')
    expect(await saved.getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByRole('link', { name: 'Saved (1)' }).isVisible()).toBe(true)
    expect(scripts.filter((script) => CHUNKS.test(script))).toEqual([])
  })

  it('a listing compared by keyboard before React is ready is compared', async () => {
    const page = await browser.newPage()
    await loadedQuietly(page, '/catalog/2')
    const release = await holdReact(page)
    await page.getByRole('button', { name: 'Compare', exact: true }).focus()
    await page.keyboard.press('Space')
    release()
    const comparing = page.getByRole('button', { name: 'In comparison', exact: true })
    await expect.poll(() => comparing.getAttribute('aria-pressed'), HYDRATED).toBe('true')
    expect(await page.getByRole('link', { name: 'Compare (1)' }).isVisible()).toBe(true)
  })

  it('a profile opened by mouse or by keyboard before React is ready opens in its dialog', async () => {
    for (const by of ['mouse', 'keyboard']) {
      const page = await browser.newPage()
      await loadedQuietly(page, '/our-team')
      const release = await holdReact(page)
      const link = page.getByRole('link', { name: /^View profile\W+Sofia Romano$/ })
      if (by === 'mouse') await link.click()
      else {
        await link.focus()
        await page.keyboard.press('Enter')
      }
      // held, not followed to the profile's own page
      expect(new URL(page.url()).pathname, by).toBe('/our-team')
      release()
      await page.getByRole('dialog', { name: 'Sofia Romano' }).waitFor()
      expect(new URL(page.url()).pathname, by).toBe('/agent/5')
      await page.keyboard.press('Escape')
      await expect.poll(() => new URL(page.url()).pathname, { message: by }).toBe('/our-team')
    }
  })
})
