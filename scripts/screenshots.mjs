// Full-page screenshots of representative pages and states, for a look by eye: phone (390 px)
// and desktop (1366 px), in English and in the locales that stress the layout (right to left,
// Cyrillic, long German compounds, Hangul). `npm run screenshots [-- ar de]` limits the
// locales. The PNGs land in screenshots/ (not committed). Needs Debian's Chromium and, for
// Korean, fonts-noto-cjk (both installed by scripts/ensure-chromium.mjs).
import { mkdirSync, rmSync } from 'node:fs'
import { launchChromium, startFreshSite } from '../tests/e2e/support.mjs'

const OUT = 'screenshots'
const LOCALES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['en', 'ar', 'he', 'ru', 'de', 'ko']
const VIEWPORTS = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
}

/** Each page, and what a visitor does before the picture is taken. */
const SHOTS = [
  { name: 'home', path: '/' },
  { name: 'catalog', path: '/catalog' },
  { name: 'property', path: '/catalog/7' },
  {
    name: 'team-dialog',
    path: '/our-team',
    // the team directory hydrates at load and opens a profile link in its dialog
    act: async (page) => {
      await page.waitForSelector('body[data-client-loaded]')
      await page.locator('main a[href*="/agent/"]').first().click()
    },
    wait: '[role="dialog"]',
  },
  { name: 'article', path: '/blog/golden-visa-through-property' },
  {
    name: 'contact-errors',
    path: '/contact',
    act: (page) => page.locator('main form button[type="submit"]').first().click(),
    wait: '[aria-invalid="true"]',
  },
  { name: 'careers', path: '/careers' },
  { name: 'partners', path: '/partners' },
  { name: 'vienna', path: '/vienna' },
  { name: 'leasing', path: '/long-term-leasing' },
  { name: 'terms', path: '/terms' },
  { name: 'not-found', path: '/does-not-exist' },
]

const site = await startFreshSite({ port: 8792, persistTo: '.wrangler/screenshots-state' })
const browser = await launchChromium()
try {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  for (const locale of LOCALES) {
    for (const shot of SHOTS) {
      for (const device of Object.keys(VIEWPORTS)) {
        const path = locale === 'en' ? shot.path : `/${locale}${shot.path === '/' ? '' : shot.path}`
        const context = await browser.newContext(VIEWPORTS[device])
        const page = await context.newPage()
        await page.goto(site.url + path, { waitUntil: 'networkidle' })
        if (shot.act) {
          try {
            await shot.act(page)
            await page.waitForSelector(shot.wait, { timeout: 5000 })
          } catch (error) {
            console.warn(`${locale} ${shot.name} ${device}: ${error.message.split('\n')[0]}`)
          }
        }
        const file = `${OUT}/${locale}-${shot.name}-${device}.png`
        await page.screenshot({ path: file, fullPage: !shot.act })
        await context.close()
        console.log(file)
      }
    }
  }
} finally {
  await browser.close()
  await site.stop()
}
