// The accessibility tests' scanner: axe-core on a page in light and dark mode, each check in a
// browser context of its own, and the pages of the route table with sample ids for their params.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, type ExpectStatic } from 'vitest'
import type { LocaleCode } from '../../src/i18n/locales'
import { localePath, type PageName } from '../../src/route-table'
import { baseURL, DESKTOP } from './browser'
import { launchChromium, renderDeferredBands } from './support.mjs'

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (DESIGN.md: no violations). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
/** The rules whose outcome depends on the colours, run again in dark mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']
export const LOCALES: LocaleCode[] = ['en', 'ar']

/** Which rules a scan runs (every rule but `except`, or only `rules`), and where (CSS selector). */
interface Scan {
  rules?: string[]
  except?: string[]
  within?: string
}

/**
 * The violations on the page as readable lines (rule, element, why), so a failure names them.
 * Legacy mode runs axe inside the page itself instead of finishing in a second blank page: the
 * site has no cross-origin frames, and it makes a scan about three times faster.
 */
async function violations(page: Page, scan: Scan = {}): Promise<string[]> {
  await renderDeferredBands(page)
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
  if (scan.rules) builder.withRules(scan.rules)
  else builder.withTags(TAGS).disableRules(scan.except ?? [])
  if (scan.within) builder.include(scan.within)
  const { violations } = await builder.analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`
    )
  )
}

/** Waits for colour transitions (buttons fade their background) to end. */
export function transitionsEnded(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined))
    )
  )
}

/**
 * Scans the page as it is, in light mode with every rule, then, unless `dark` is false, switches
 * the same page to dark (the site follows the system's colour scheme unless the visitor chose
 * one) and scans the colour rules again. With `colourWithin` (an open state: a dialog, a menu, a
 * form showing its errors), the colour rules read only what opened: the rest of the page keeps
 * the colours its own scan checked (accessibility-pages.test.ts), and colour contrast is most of
 * a scan's time.
 */
export async function expectNoViolations(
  page: Page,
  expect: ExpectStatic,
  { colourWithin, dark = true }: { colourWithin?: string; dark?: boolean } = {}
) {
  const colours: Scan = { rules: COLOUR_RULES, within: colourWithin }
  if (colourWithin) {
    expect(await violations(page, { except: COLOUR_RULES }), 'light mode').toEqual([])
    expect(await violations(page, colours), 'light mode, colours').toEqual([])
  } else {
    expect(await violations(page), 'light mode').toEqual([])
  }
  if (!dark) return
  await page.emulateMedia({ colorScheme: 'dark' })
  await transitionsEnded(page)
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true)
  expect(await violations(page, colours), 'dark mode').toEqual([])
}

/** Ids and slugs of seeded content, for the pages with a parameter. */
let samples: { agent: number; property: number; article: string }

async function firstItem<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL))
  const { items } = (await response.json()) as { items: T[] }
  return items[0]!
}

export function pathOf(name: PageName, locale: LocaleCode): string {
  const params: Partial<Record<PageName, Record<string, string | number>>> = {
    'agent-id': { id: samples.agent },
    'blog-slug': { slug: samples.article },
    'catalog-id': { id: samples.property },
  }
  const build = localePath as (page: PageName, locale: LocaleCode, params?: object) => string
  return build(name, locale, params[name])
}

let browser: Browser

/**
 * Runs a check in a page of its own context (its own storage, light colour scheme unless told),
 * then closes it. The scans run side by side, so this file keeps its own contexts instead of
 * `useBrowser()`, whose hooks serve one test at a time; like it, any console error or uncaught
 * page error fails the test, apart from an expected 404 of an error page.
 */
export async function inPage(
  expect: ExpectStatic,
  options: BrowserContextOptions & { notFound?: string; allowError?: RegExp },
  check: (page: Page) => Promise<void>
) {
  const { notFound, allowError, ...contextOptions } = options
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    colorScheme: 'light',
    ...contextOptions,
  })
  const errors: string[] = []
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    const url = message.location().url.replace(baseURL, '')
    const error = `${message.text()}${url ? ` (${url})` : ''}`
    if (notFound && error.endsWith(`status of 404 (Not Found) (${notFound})`)) return
    if (allowError?.test(error)) return
    errors.push(error)
  })
  context.on('weberror', (error) => errors.push(`page error: ${error.error().message}`))
  try {
    await check(await context.newPage())
  } finally {
    await context.close()
  }
  expect(errors, 'console errors and page errors').toEqual([])
}

/** Chromium and the sample ids for the scans of the describe that calls it, closed after them. */
export function useAxeBrowser() {
  beforeAll(async () => {
    browser = await launchChromium()
    const [agent, property, article] = await Promise.all([
      firstItem<{ id: number }>('/api/agents?limit=1'),
      firstItem<{ id: number }>('/api/properties?limit=1'),
      firstItem<{ slug: string }>('/api/blog?limit=1'),
    ])
    samples = { agent: agent.id, property: property.id, article: article.slug }
  })
  afterAll(() => browser?.close())
}
