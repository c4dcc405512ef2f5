import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest'
import type { LocaleCode } from '../../src/i18n/locales'
import { translator } from '../../src/i18n/messages'
import { localePath, PAGES, type PageName } from '../../src/route-table'
import { baseURL, DESKTOP, islandsReady, PHONE } from './browser'
import { launchChromium } from './support.mjs'

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (DESIGN.md: no violations). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
/** The rules whose outcome depends on the colours, run again in dark mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']
const LOCALES: LocaleCode[] = ['en', 'ar']
/** Forms load their validation on first use: give a busy machine time. */
const POLL = { timeout: 10_000 }

/**
 * The violations on the page as readable lines (rule, element, why), so a failure names them.
 * Legacy mode runs axe inside the page itself instead of finishing in a second blank page: the
 * site has no cross-origin frames, and it makes a scan about three times faster.
 */
async function violations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
  const { violations } = await (rules ? builder.withRules(rules) : builder.withTags(TAGS)).analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`
    )
  )
}

/** Waits for colour transitions (buttons fade their background) to end. */
function transitionsEnded(page: Page) {
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
 * Scans the page as it is, in light mode with every rule, then switches the same page to dark
 * (the site follows the system's colour scheme unless the visitor chose one) and scans the
 * colour rules again.
 */
async function expectNoViolations(page: Page, expect: ExpectStatic) {
  expect(await violations(page), 'light mode').toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  await transitionsEnded(page)
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true)
  expect(await violations(page, COLOUR_RULES), 'dark mode').toEqual([])
}

/** Ids and slugs of seeded content, for the pages with a parameter. */
let samples: { agent: number; property: number; article: string }

async function firstItem<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL))
  const { items } = (await response.json()) as { items: T[] }
  return items[0]!
}

function pathOf(name: PageName, locale: LocaleCode): string {
  const params: Partial<Record<PageName, Record<string, string | number>>> = {
    'agent-id': { id: samples.agent },
    'blog-slug': { slug: samples.article },
    'catalog-id': { id: samples.property },
  }
  const build = localePath as (page: PageName, locale: LocaleCode, params?: object) => string
  return build(name, locale, params[name])
}

/**
 * Every page of the route table. The partner dashboard is behind a session with the CMS (see
 * edge-integrations.test.ts); here it answers with its redirect to the sign-in page, which is
 * scanned as `partner-sign-in`.
 */
const PAGE_NAMES = (Object.keys(PAGES) as PageName[]).filter((name) => name !== 'partner-dashboard')

function localized(path: string, locale: LocaleCode) {
  return locale === 'en' ? path : `/${locale}${path}`
}

let browser: Browser

/**
 * Runs a check in a page of its own context (its own storage, light colour scheme unless told),
 * then closes it. The scans run side by side, so this file keeps its own contexts instead of
 * `useBrowser()`, whose hooks serve one test at a time; like it, any console error or uncaught
 * page error fails the test, apart from an expected 404 of an error page.
 */
async function inPage(
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

describe.concurrent('axe-core finds no accessibility violation', () => {
  const cases = LOCALES.flatMap((locale) => PAGE_NAMES.map((name) => ({ name, locale })))

  it.for(cases)('on $name in $locale, light and dark', ({ name, locale }, { expect }) =>
    inPage(expect, {}, async (page) => {
      const response = await page.goto(pathOf(name, locale))
      expect(response?.status()).toBe(200)
      await islandsReady(page)
      await expectNoViolations(page, expect)
    })
  )

  it.for(LOCALES)('on the not-found page in %s, light and dark', (locale, { expect }) => {
    const path = localized('/no-such-page', locale)
    return inPage(expect, { notFound: path }, async (page) => {
      expect((await page.goto(path))?.status()).toBe(404)
      await islandsReady(page)
      await expectNoViolations(page, expect)
    })
  })

  it.for(LOCALES)('with the phone menu open in %s, light and dark', (locale, { expect }) =>
    inPage(expect, { viewport: PHONE, isMobile: true }, async (page) => {
      await page.goto(pathOf('index', locale))
      await islandsReady(page)
      const menu = page
        .getByRole('banner')
        .getByRole('group')
        .filter({ hasText: translator(locale)('nav.menu') })
      await menu.click()
      await expect.poll(() => menu.getAttribute('open'), POLL).toBe('')
      await expectNoViolations(page, expect)
    })
  )

  it.for(LOCALES)("with a consultant's dialog open in %s, light and dark", (locale, { expect }) =>
    inPage(expect, {}, async (page) => {
      const t = translator(locale)
      await page.goto(pathOf('our-team', locale))
      await islandsReady(page)
      await page
        .getByRole('link', { name: new RegExp(`^${t('team.viewProfile')}`) })
        .first()
        .click()
      await page.getByRole('dialog').waitFor()
      await transitionsEnded(page)
      await expectNoViolations(page, expect)
    })
  )

  it.for(LOCALES)(
    'with the photo viewer open on a phone in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, { viewport: PHONE, isMobile: true, hasTouch: true }, async (page) => {
        const t = translator(locale)
        await page.goto(pathOf('catalog-id', locale))
        await islandsReady(page)
        await page
          .getByRole('region', { name: t('property.photos') })
          .getByRole('link')
          .first()
          .tap()
        await page.getByRole('dialog', { name: t('property.photos') }).waitFor()
        await expectNoViolations(page, expect)
      })
  )

  it.for(LOCALES)(
    'with the request-call modal showing its errors in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, {}, async (page) => {
        const t = translator(locale)
        await page.goto(pathOf('privacy', locale))
        await islandsReady(page)
        await page
          .getByRole('banner')
          .getByRole('link', { name: t('consultationForm.open') })
          .click()
        const dialog = page.getByRole('dialog', { name: t('consultationForm.titles.call') })
        await dialog.waitFor()
        await dialog.getByRole('button', { name: t('consultationForm.submits.call') }).click()
        await expect.poll(() => invalidCount(dialog), POLL).toBeGreaterThan(0)
        await expectNoViolations(page, expect)
      })
  )

  it.for(LOCALES)(
    'with the contact form showing its errors in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, {}, async (page) => {
        const t = translator(locale)
        await page.goto(`${pathOf('contact', locale)}?kind=call`)
        await islandsReady(page)
        const form = page.locator('form[action="/api/leads"]').first()
        await form.getByRole('button', { name: t('consultationForm.submits.call') }).click()
        await expect.poll(() => invalidCount(form), POLL).toBeGreaterThan(0)
        await expectNoViolations(page, expect)
      })
  )

  it.for(LOCALES)(
    'with the feedback form showing its errors in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, {}, async (page) => {
        const t = translator(locale)
        await page.goto(pathOf('feedback', locale))
        await islandsReady(page)
        await page.getByRole('button', { name: t('feedbackForm.submit') }).click()
        await expect.poll(() => invalidCount(page.getByRole('main')), POLL).toBeGreaterThan(0)
        await expectNoViolations(page, expect)
      })
  )

  it.for(LOCALES)('with the language menu open in %s, light and dark', (locale, { expect }) =>
    inPage(expect, {}, async (page) => {
      await page.goto(pathOf('catalog', locale))
      await islandsReady(page)
      await page.getByRole('banner').getByText(locale.toUpperCase(), { exact: true }).click()
      await page.getByRole('list', { name: translator(locale)('language.label') }).waitFor()
      await expectNoViolations(page, expect)
    })
  )

  it.for(LOCALES)(
    'on the answer page of a form sent the no-JavaScript way, with its errors, in %s, light and dark',
    (locale, { expect }) =>
      inPage(
        expect,
        {
          // another visitor for each locale, well inside the rate limit of form posts
          extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${locale === 'en' ? 211 : 212}` },
          // the answer to refused details has status 400, which Chromium logs
          allowError: /status of 400 \(Bad Request\) \(\/api\/leads\)/,
        },
        async (page) => {
          const t = translator(locale)
          await page.goto(pathOf('high-rentals', locale))
          const form = page.locator('form[action="/api/leads"]')
          await form.getByLabel(t('forms.fullName')).fill('A')
          await form
            .getByRole('textbox', { name: new RegExp(`^${t('forms.email')}`) })
            .fill(`a11y-${locale}-${Date.now()}@example.com`)
          await form.getByRole('textbox', { name: t('forms.phone') }).fill('050 123 4567')
          // A plain form post, as without JavaScript (axe itself needs scripts in the page): the
          // server answers with the form again, its errors beside the fields
          await Promise.all([
            page.waitForURL('**/api/leads'),
            form.evaluate((element: HTMLFormElement) => element.submit()),
          ])
          await islandsReady(page)
          expect(await invalidCount(page.getByRole('main'))).toBeGreaterThan(0)
          await expectNoViolations(page, expect)
        }
      )
  )

  it.for(LOCALES)('with an error toast showing in %s, light and dark', (locale, { expect }) =>
    inPage(expect, {}, async (page) => {
      const t = translator(locale)
      await page.goto(pathOf('refactor-example', locale))
      await islandsReady(page)
      await page.getByRole('button', { name: t('kit.toasts.error') }).click()
      const toast = page.getByRole('listitem').filter({ hasText: t('kit.toasts.errorTitle') })
      await toast.waitFor(POLL)
      // the pointer over it keeps it open (Radix pauses its 5 s timer) while axe runs
      await toast.hover()
      await transitionsEnded(page)
      await expectNoViolations(page, expect)
      expect(await toast.isVisible()).toBe(true)
    })
  )

  it.for(LOCALES)(
    'with the careers questionnaire open in %s, light and dark',
    (locale, { expect }) =>
      inPage(expect, {}, async (page) => {
        const t = translator(locale)
        await page.goto(pathOf('careers', locale))
        await islandsReady(page)
        await page.getByText(t('questionnaire.open')).click()
        await page.getByRole('dialog').waitFor()
        await transitionsEnded(page)
        await expectNoViolations(page, expect)
      })
  )
})

/** Fields marked invalid inside the scope. */
function invalidCount(scope: Locator) {
  return scope.locator('[aria-invalid="true"]').count()
}
