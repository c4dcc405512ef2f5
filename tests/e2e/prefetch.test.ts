import type { CDPSession, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseURL, PHONE, useBrowser } from './browser'

/** Records the URLs Chromium prefetches and the candidates the speculation rules produced. */
async function watchPrefetch(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const prefetched = new Set<string>()
  const candidates = new Set<string>()
  cdp.on('Preload.prefetchStatusUpdated', (event) => {
    if (event.status === 'Ready' || event.status === 'Success') {
      prefetched.add(event.prefetchUrl.replace(baseURL, ''))
    }
  })
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
    for (const source of event.preloadingAttemptSources) {
      candidates.add(source.key.url.replace(baseURL, ''))
    }
  })
  await cdp.send('Preload.enable')
  return { prefetched, candidates }
}

const deliveryType = (page: Page) =>
  page.evaluate(
    () =>
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          deliveryType?: string
        }
      ).deliveryType ?? ''
  )

/** Pretends the browser reports a connection (data saver, 2g) before any page script runs. */
function withConnection(connection: { saveData?: boolean; effectiveType?: string }) {
  return (page: Page) =>
    page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => value })
    }, connection)
}

describe('prefetch of likely next pages', () => {
  const browser = useBrowser()
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first()

  it('prefetches a link on hover, so the next page arrives already fetched', async () => {
    const page = await browser.newPage()
    const { prefetched } = await watchPrefetch(page)
    await page.goto('/our-story')
    await page.waitForLoadState('load')
    const rules = await page.locator('script[type="speculationrules"]').textContent()
    expect(JSON.parse(rules!).prefetch[0].eagerness).toBe('moderate')

    await nav(page).getByRole('link', { name: 'Blog' }).hover()
    await expect.poll(() => prefetched.has('/blog'), { timeout: 5000 }).toBe(true)
    await nav(page).getByRole('link', { name: 'Blog' }).click()
    await page.waitForURL('**/blog')
    expect(await deliveryType(page)).toBe('navigational-prefetch')
  })

  it('keeps query strings and leaves out the home page and the language switch', async () => {
    const page = await browser.newPage()
    const { candidates, prefetched } = await watchPrefetch(page)
    await page.goto('/our-story')
    await page.waitForLoadState('load')
    // the footer's links become candidates once it is rendered, as the visitor nears it
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(() => candidates.size, { timeout: 5000 }).toBeGreaterThan(10)
    expect(candidates).toContain('/blog?topic=news')
    expect(candidates).toContain('/catalog')
    // the home page detects the language and may set cookies: never fetched ahead
    expect(candidates).not.toContain('/')
    for (const url of candidates) expect(url).not.toMatch(/^\/(api|language|connect|go)\//)

    await page.getByRole('contentinfo').getByRole('link', { name: 'News' }).hover()
    await expect.poll(() => prefetched.has('/blog?topic=news'), { timeout: 5000 }).toBe(true)
    await page.getByRole('banner').getByLabel('Current language: English').click()
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).hover()
    await page.waitForTimeout(1000)
    expect([...prefetched].filter((url) => url.startsWith('/language/'))).toEqual([])
  })

  it('falls back to prefetch links on hover, at most 4 at once, where speculation rules are missing', async () => {
    const page = await browser.newPage()
    await page.addInitScript(() => {
      HTMLScriptElement.supports = () => false
    })
    // hold the prefetches so that they are all in flight together
    const held: (() => void)[] = []
    await page.route(
      (url) => url.pathname !== '/our-story' && !url.pathname.startsWith('/assets/'),
      async (route) => {
        if (route.request().headers()['sec-purpose'] !== 'prefetch') return route.continue()
        await new Promise<void>((resolve) => held.push(resolve))
        await route.continue()
      }
    )
    await page.goto('/our-story')
    await page.waitForLoadState('load')
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(0)
    const footer = page.getByRole('contentinfo')
    for (const name of ['Properties', 'Our Team', 'Blog', 'Careers', 'Contact', 'Terms of Use']) {
      await footer.getByRole('link', { name, exact: true }).hover()
    }
    await expect.poll(() => held.length, { timeout: 5000 }).toBe(4)
    const hints = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hints).toEqual(['/catalog', '/our-team', '/blog', '/careers'])
    for (const release of held.splice(0)) release()
    // once they have landed, hovering another link prefetches again
    const privacy = footer.getByRole('link', { name: 'Privacy Policy' })
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0)
          await privacy.hover()
          return held.length
        },
        { timeout: 10_000 }
      )
      .toBe(1)
    held.splice(0).forEach((release) => release())
  })

  for (const [name, connection] of [
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { effectiveType: '2g' }],
    ['a slow-2g connection', { effectiveType: 'slow-2g' }],
  ] as const) {
    it(`prefetches nothing with ${name}`, async () => {
      const page = await browser.newPage({ viewport: PHONE })
      await withConnection(connection)(page)
      const { prefetched } = await watchPrefetch(page)
      await page.goto('/our-story')
      await page.waitForLoadState('load')
      expect(await page.locator('script[type="speculationrules"]').count()).toBe(0)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).hover()
      await page.waitForTimeout(800)
      expect(prefetched.size).toBe(0)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click()
      await page.waitForURL('**/careers')
      expect(await deliveryType(page)).toBe('')
    })
  }

  it('waits for an anchor that appears after the page has loaded, and lands it below the header', async () => {
    const page = await browser.newPage()
    await page.goto('/privacy#late-section')
    await page.waitForLoadState('load')
    await page.evaluate(() => {
      setTimeout(() => {
        const section = document.createElement('section')
        section.id = 'late-section'
        section.textContent = 'Late section'
        section.style.marginTop = '2000px'
        section.style.minHeight = '1200px'
        document.querySelector('main')!.appendChild(section)
      }, 600)
    })
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Math.round(document.getElementById('late-section')?.getBoundingClientRect().top ?? -1)
          ),
        { timeout: 5000 }
      )
      .toBe(80)
  })
})
