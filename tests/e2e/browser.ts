import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { launchChromium } from './support.mjs'

export const baseURL = inject('baseURL')

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1366, height: 900 }

type ErrorFilter = (error: string) => boolean

const notFoundAt =
  (path: string): ErrorFilter =>
  (error) =>
    error.endsWith(`status of 404 (Not Found) (${path})`)

/**
 * One Chromium per test file and a fresh context per page. Any console error or uncaught page
 * error fails the test, except the 404s a test expects with `allowNotFound`.
 */
export function useBrowser() {
  let browser: Browser
  let contexts: BrowserContext[] = []
  let errors: string[] = []
  let allowed: ErrorFilter[] = []

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    const unexpected = errors.filter((error) => !allowed.some((allow) => allow(error)))
    contexts = []
    errors = []
    allowed = []
    expect(unexpected, 'console errors and page errors').toEqual([])
  })

  return {
    /** A page in a new browser context (its own cookies and storage) on the test site. */
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser.newContext({ baseURL, viewport: DESKTOP, ...options })
      contexts.push(context)
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const url = message.location().url.replace(baseURL, '')
        errors.push(`${message.text()}${url ? ` (${url})` : ''}`)
      })
      context.on('weberror', (error) => errors.push(`page error: ${error.error().message}`))
      return context.newPage()
    },
    /** Expects the console error Chromium logs when this path answers 404 (an error page). */
    allowNotFound(path: string) {
      allowed.push(notFoundAt(path))
    },
    /** Expects console errors a test provokes on purpose (a failing widget or chunk). */
    allowError(pattern: RegExp) {
      allowed.push((error) => pattern.test(error))
    },
  }
}

/** Waits until the islands have hydrated (the client script marks the body) when there are any. */
export async function islandsReady(page: Page) {
  if ((await page.locator('[data-island]').count()) === 0) return
  await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' })
}

export function htmlAttributes(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    theme: document.documentElement.dataset.theme ?? null,
  }))
}

/** The computed background colour of the body, as CSS serialises it (often `oklch(...)`). */
export function bodyBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor)
}

/** Relative luminance from 0 (black) to 1 (white) of a CSS colour painted over white. */
export function luminance(page: Page, color: string) {
  return page.evaluate((color) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    for (const fill of ['#fff', color]) {
      context.fillStyle = fill
      context.fillRect(0, 0, 1, 1)
    }
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  }, color)
}
