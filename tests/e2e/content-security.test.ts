import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { islandsReady, useBrowser } from './browser'

const INJECTED =
  '<script>window.__injected = "inline"</script>' +
  '<img src="data:," onerror="window.__injected = \'handler\'" alt="">'

/**
 * Serves the page as the worker sends it, headers included, with markup an attacker might have
 * slipped into it right after `<body>`; answers what the cache said about the original.
 */
async function injectIntoPage(page: Page, path: string) {
  let edgeCache: string | undefined
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch()
      edgeCache =
        response.headers()['x-edge-cache'] ?? (response.headers()['x-edge-early'] && 'HIT')
      const html = (await response.text()).replace(/(<body[^>]*>)/, `$1${INJECTED}`)
      await route.fulfill({ response, body: html })
    }
  )
  return () => edgeCache
}

/** Every CSP violation the page reports, as `directive blocked-uri`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`)
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

describe('the content security policy', () => {
  const browser = useBrowser()

  it("blocks an injected inline script and handler on a cached page, and runs the site's own", async () => {
    browser.allowError(/Content Security Policy/)
    const path = '/our-story'
    // the first visit fills the edge cache; the one under test is served from it
    const warm = await browser.newPage()
    await warm.goto(path)
    await warm.goto(path)

    const page = await browser.newPage()
    const violations = await recordViolations(page)
    const cached = await injectIntoPage(page, path)
    await page.goto(path)
    await islandsReady(page)
    expect(cached()).toBe('HIT')

    expect(
      await page.evaluate(() => (window as { __injected?: string }).__injected)
    ).toBeUndefined()
    await expect
      .poll(violations)
      .toEqual(expect.arrayContaining(['script-src-elem inline', 'script-src-attr inline']))
    // the head script ran (it defines the reload guard) and the site script added its rules
    expect(
      await page.evaluate(() => typeof (window as { __reloadOnce?: unknown }).__reloadOnce)
    ).toBe('function')
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(1)
    expect((await violations()).filter((entry) => !entry.endsWith(' inline'))).toEqual([])
  })

  it('lets every script of an uncached page with islands run with no violation', async () => {
    const page = await browser.newPage()
    const violations = await recordViolations(page)
    await page.goto(`/catalog?sort=price-desc&t=${Date.now()}`)
    await islandsReady(page)
    await page.locator('[data-island="catalog-results"] a').first().hover()
    await page
      .locator('[data-island="catalog-results"][data-hydrated]')
      .waitFor({ state: 'attached' })
    expect(await violations()).toEqual([])
  })
})
