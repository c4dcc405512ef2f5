import { rmSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startLocalServer, type LocalServer } from '../../scripts/local-server.mjs'
import { PARTNER } from '../fixtures/fake-cms'
import { islandsReady, useBrowser } from './browser'
import { freePort, startFakeThirdParty, type FakeThirdParty } from './fake-third-party'

// A site of its own, configured with a fake widget host and a fake CMS on 127.0.0.1
let fake: FakeThirdParty
let site: LocalServer
let persistTo: string

beforeAll(async () => {
  fake = await startFakeThirdParty()
  const port = await freePort()
  persistTo = `.wrangler/e2e-integrations-${port}`
  rmSync(persistTo, { recursive: true, force: true })
  site = await startLocalServer({
    port,
    persistTo,
    vars: { WIDGET_SCRIPT_URL: `${fake.url}/widget.js`, CMS_URL: `${fake.url}/api` },
  })
})

afterAll(async () => {
  await site?.stop()
  await fake?.close()
  if (persistTo) rmSync(persistTo, { recursive: true, force: true })
})

interface FakeWidgetState {
  language: string
  api: string
  hiddenOnInit: boolean
  ready: boolean
  calls: string[]
}

const widgetState = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __fakeWidget?: FakeWidgetState }).__fakeWidget ?? null
  )
const chat = (page: Page) => page.getByRole('button', { name: 'Chat with us' })

describe('the third-party widget', () => {
  const browser = useBrowser()
  const open = async (path: string) => {
    const page = await browser.newPage({ baseURL: site.url })
    await page.goto(path)
    return page
  }

  it('shows on a page other than home, loaded after the page with the locale and the SPEC parameters', async () => {
    const page = await open('/blog')
    await expect.poll(() => chat(page).isVisible(), { timeout: 6000 }).toBe(true)
    expect(await widgetState(page)).toMatchObject({
      language: 'en',
      api: `${fake.url}/api/v1.0`,
      hiddenOnInit: true,
      calls: ['show'],
    })
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation'
      )[0] as PerformanceNavigationTiming
      const widget = performance
        .getEntriesByType('resource')
        .find((r) => r.name.includes('/widget.js'))
      return { loaded: navigation.loadEventStart, requested: widget?.startTime ?? -1 }
    })
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded)
  })

  it('stays hidden on the home page', async () => {
    const page = await open('/')
    await expect
      .poll(async () => (await widgetState(page))?.calls, { timeout: 6000 })
      .toEqual(['hide'])
    expect(await chat(page).isVisible()).toBe(false)
  })

  it('is not loaded at all on careers and partners', async () => {
    for (const path of ['/careers', '/ar/partners']) {
      const before = fake.widgetRequests.length
      const page = await open(path)
      await page.waitForLoadState('load')
      await page.waitForTimeout(1500)
      expect(fake.widgetRequests.length, path).toBe(before)
      expect(await widgetState(page), path).toBe(null)
      expect(await page.locator('script[src*="widget.js"]').count(), path).toBe(0)
    }
  })

  it('reloads in the new language when the visitor switches language', async () => {
    const page = await open('/our-story')
    await islandsReady(page)
    await expect.poll(() => chat(page).isVisible(), { timeout: 6000 }).toBe(true)
    await page.getByRole('banner').getByLabel('Current language: English').click()
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click()
    await page.waitForURL('**/ar/our-story')
    await expect.poll(() => chat(page).isVisible(), { timeout: 6000 }).toBe(true)
    expect(await widgetState(page)).toMatchObject({ language: 'ar', calls: ['show'] })
    expect(fake.widgetRequests.at(-1)!.searchParams.get('language')).toBe('ar')
  })

  it('logs a failing widget script as an error and leaves the page working', async () => {
    browser.allowError(/the widget script failed to load|status of 500/)
    fake.failWidget = true
    try {
      const page = await open('/our-story')
      const logged = page.waitForEvent('console', {
        predicate: (message) => message.text().includes('the widget script failed to load'),
        timeout: 8000,
      })
      await islandsReady(page)
      await logged
      await page.getByRole('button', { name: 'Dark' }).first().click()
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
      expect(await chat(page).count()).toBe(0)
    } finally {
      fake.failWidget = false
    }
  })
})

describe('the partner portal against the CMS', () => {
  const browser = useBrowser()
  // The fake partner's photo is missing on purpose (the avatar falls back to initials)
  beforeEach(() => browser.allowError(/missing-avatar\.jpg/))

  async function signIn(page: Page, password = PARTNER.password) {
    await page.goto('/partners/dashboard')
    await page.waitForURL('**/partners/sign-in?next=%2Fpartners%2Fdashboard')
    await page.getByLabel('Email or username').fill(PARTNER.email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
  }

  it('signs in to the dashboard of referrals, with the token out of reach of page scripts', async () => {
    const page = await browser.newPage({ baseURL: site.url })
    await signIn(page)
    await page.waitForURL('**/partners/dashboard')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Your partner dashboard')
    const rows = page.getByRole('row')
    expect(await rows.count()).toBe(4)
    expect(await rows.nth(1).textContent()).toContain('Marco Rossi')
    expect(await rows.nth(1).textContent()).toContain('Sale completed')

    const [session] = (await page.context().cookies()).filter((c) => c.name === '__Host-session')
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
    const seen = await page.evaluate(async () => ({
      cookie: document.cookie,
      me: await (await fetch('/api/users/me')).text(),
    }))
    expect(seen.cookie).not.toContain('session')
    expect(JSON.parse(seen.me)).toMatchObject({ email: PARTNER.email })
    expect(seen.me).not.toContain(session!.value)
    expect(seen.me).not.toContain('jwt')
  })

  it('keeps the identifier and shows the error after a wrong password', async () => {
    const page = await browser.newPage({ baseURL: site.url })
    browser.allowError(/status of 400/)
    await signIn(page, 'not the password')
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The email, username or password is not correct.')
    expect(await page.getByLabel('Email or username').inputValue()).toBe(PARTNER.email)
    expect(await page.getByLabel('Password').inputValue()).toBe('')
  })

  it('signs out, and the dashboard asks to sign in again', async () => {
    const page = await browser.newPage({ baseURL: site.url })
    await signIn(page)
    await page.waitForURL('**/partners/dashboard')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL('**/partners/sign-in?signedOut')
    expect(await page.getByRole('status').textContent()).toBe('You have signed out.')
    expect((await page.context().cookies()).some((c) => c.name === '__Host-session')).toBe(false)
    await page.goto('/partners/dashboard')
    await page.waitForURL('**/partners/sign-in?next=*')
  })

  it('never prefetches provider sign-in links', async () => {
    const page = await browser.newPage({ baseURL: site.url })
    const cdp = await page.context().newCDPSession(page)
    const candidates: string[] = []
    cdp.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
      for (const source of event.preloadingAttemptSources) candidates.push(source.key.url)
    })
    await cdp.send('Preload.enable')
    await page.goto('/partners/sign-in')
    await page.waitForLoadState('load')
    await expect.poll(() => candidates.length, { timeout: 5000 }).toBeGreaterThan(10)
    expect(await page.getByRole('link', { name: 'Continue with Google' }).count()).toBe(1)
    expect(candidates.filter((url) => url.includes('/connect/'))).toEqual([])
  })

  it('sends provider sign-in to the configured CMS only', async () => {
    const page = await browser.newPage({ baseURL: site.url })
    await page.goto('/partners/sign-in')
    const request = page.waitForRequest((r) => r.url().startsWith(`${fake.url}/api/connect/`))
    browser.allowError(/status of 404/)
    await page.getByRole('link', { name: 'Continue with Google' }).click()
    expect((await request).url()).toBe(`${fake.url}/api/connect/google`)
  })

  it("shows the partner's initials when the photo fails, without JavaScript", async () => {
    browser.allowError(/status of 404/)
    // Signed in and rendered with JavaScript off: the fallback is pure HTML and CSS
    const still = await browser.newPage({ baseURL: site.url, javaScriptEnabled: false })
    const photoFailed = still.waitForResponse(
      (r) => r.url().endsWith('/uploads/missing-avatar.jpg') && r.status() === 404
    )
    await signIn(still)
    await still.waitForURL('**/partners/dashboard')
    await photoFailed
    const broken = await still.getByRole('img', { name: 'Layla Haddad' }).screenshot()

    // The same avatar without its photo layer looks the same; with a photo that loads, it does not
    const page = await browser.newPage({ baseURL: site.url })
    await signIn(page)
    await page.waitForURL('**/partners/dashboard')
    const same = page.getByRole('img', { name: 'Layla Haddad' })
    expect(await same.textContent()).toBe('LH')
    const photo = same.locator('[data-avatar-photo]')
    const original = await photo.evaluate((layer: HTMLElement) => layer.style.backgroundImage)
    await photo.evaluate((layer: HTMLElement) => (layer.style.backgroundImage = 'none'))
    expect((await same.screenshot()).equals(broken)).toBe(true)
    expect(original).toContain('/uploads/missing-avatar.jpg')
    await photo.evaluate((layer: HTMLElement) => {
      const red =
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#b91c1c"/></svg>'
      layer.style.backgroundImage = `url("data:image/svg+xml,${encodeURIComponent(red)}")`
    })
    await page.waitForTimeout(100)
    expect((await same.screenshot()).equals(broken)).toBe(false)
  })
})
