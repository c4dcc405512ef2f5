// Full-page screenshots of every page of the route table and of the states a visitor reaches
// (a dialog, a form with its errors, the pages the form endpoints answer without JavaScript), for
// a look by eye: phone (390 px) and desktop (1366 px), in English and in the locales that stress
// the layout (right to left, Cyrillic, long German compounds, Hangul).
// `npm run screenshots [-- ar de]` limits the locales; `SCREENSHOTS_PORT` picks the site's port
// (default 8792) and `SCREENSHOTS_ONLY=home,catalog` the shots. The PNGs land in screenshots/
// (not committed). Needs Debian's Chromium and, for Korean, fonts-noto-cjk (both installed by
// scripts/ensure-chromium.mjs).
import { mkdirSync, rmSync } from 'node:fs'
import process from 'node:process'
import { launchChromium, renderDeferredBands, startFreshSite } from '../../tests/e2e/support.mjs'
import { SCREENSHOT_PAGES } from '../../tests/e2e/layout-pages.mjs'

const OUT = 'screenshots'
const PORT = Number(process.env.SCREENSHOTS_PORT || 8792)
const ONLY = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean)
const LOCALES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['en', 'ar', 'he', 'ru', 'de', 'ko']
const VIEWPORTS = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
}

/** What a visitor does on some pages before the picture is taken; then only the window is shot. */
const ACTIONS = {
  'team-dialog': {
    // the team directory hydrates at load and opens a profile link in its dialog
    act: async (page) => {
      await page.waitForSelector('body[data-client-loaded]')
      await page.locator('main a[href*="/agent/"]').first().click()
    },
    wait: '[role="dialog"]',
  },
  'contact-errors': {
    act: async (page) => {
      await page.waitForSelector('body[data-client-loaded]')
      await page.locator('main form button[type="submit"]').first().click()
    },
    wait: '[aria-invalid="true"]',
  },
  'property-request-call': {
    act: async (page) => {
      await page.waitForSelector('body[data-client-loaded]')
      await page.locator('main a[href*="kind=call"]').first().click()
    },
    wait: '[role="dialog"]',
  },
}

/* global document -- in the page, through page.evaluate */

/** A full-page shot has no scrolling to start lazy pictures: they are all loaded first. */
async function loadLazyPictures(page) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager'
  })
  await page
    .waitForFunction(
      // a picture in a hidden element (the phone's or the desktop's variant) never loads
      () => [...document.images].every((image) => image.complete || !image.getClientRects().length),
      null,
      { timeout: 15_000 }
    )
    .catch(() => console.warn(`${page.url()}: some pictures did not load`))
  // loaded is not yet painted: decoding="async" pictures would show their blurred preview
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => null)))
  )
}

/** One picture of one page: the PNG's path. */
async function takeShot(browser, site, locale, shot, device, visitor) {
  const path = locale === 'en' ? shot.path : `/${locale}${shot.path === '/' ? '' : shot.path}`
  const context = await browser.newContext({
    ...VIEWPORTS[device],
    javaScriptEnabled: !shot.post,
    // each visitor its own address, so the form posts stay under the rate limit
    extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${visitor % 250}` },
  })
  try {
    const page = await context.newPage()
    if (shot.post) {
      // the page a form endpoint answers a plain HTML form with: the navigation becomes its POST
      const body = new URLSearchParams({ ...shot.post, locale, page: path })
      await page.route(site.url + shot.path, (route) =>
        route.continue({
          method: 'POST',
          postData: body.toString(),
          headers: {
            ...route.request().headers(),
            'content-type': 'application/x-www-form-urlencoded',
          },
        })
      )
    }
    // a busy machine can take a while to settle: a slow page is not a reason to stop
    await page.goto(site.url + (shot.post ? shot.path : path), {
      waitUntil: 'networkidle',
      timeout: 90_000,
    })
    const action = ACTIONS[shot.name]
    if (action) {
      try {
        await action.act(page)
        await page.waitForSelector(action.wait, { timeout: 5000 })
      } catch (error) {
        console.warn(`${locale} ${shot.name} ${device}: ${error.message.split('\n')[0]}`)
      }
    }
    if (!action) await renderDeferredBands(page)
    if (!action && !shot.post) await loadLazyPictures(page)
    const file = `${OUT}/${locale}-${shot.name}-${device}.png`
    await page.screenshot({ path: file, fullPage: !action })
    return file
  } finally {
    await context.close()
  }
}

const shots = SCREENSHOT_PAGES.filter((shot) => !ONLY || ONLY.includes(shot.name))
const site = await startFreshSite({ port: PORT, persistTo: `.wrangler/screenshots-state-${PORT}` })
const browser = await launchChromium()
let visitor = 0
let failed = 0
try {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  for (const locale of LOCALES) {
    for (const shot of shots) {
      for (const device of Object.keys(VIEWPORTS)) {
        visitor += 1
        try {
          console.log(await takeShot(browser, site, locale, shot, device, visitor))
        } catch (error) {
          failed += 1
          console.error(`${locale} ${shot.name} ${device}: ${error.message.split('\n')[0]}`)
        }
      }
    }
  }
} finally {
  await browser.close()
  await site.stop()
}
if (failed) process.exitCode = 1
