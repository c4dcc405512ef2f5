// Full-page screenshots of representative pages, in English and Arabic, phone and desktop, for a
// look by eye. Run with `npm run screenshots`; the PNGs land in screenshots/ (not committed).
import { mkdirSync, rmSync } from 'node:fs'
import { launchChromium, startFreshSite } from '../tests/e2e/support.mjs'

const OUT = 'screenshots'
const PATHS = [
  '/',
  '/catalog',
  '/catalog/1',
  '/our-team',
  '/blog',
  '/blog/where-dubai-rental-yields-are-highest',
  '/client-reviews',
  '/partners',
  '/feedback',
  '/vienna',
  '/does-not-exist',
]
const LOCALES = ['en', 'ar']
const VIEWPORTS = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
}

const shots = []
for (const locale of LOCALES) {
  for (const path of PATHS) {
    for (const device of Object.keys(VIEWPORTS)) {
      const localized = locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`
      const name = `${locale}-${path.slice(1).replaceAll('/', '-') || 'home'}`
      shots.push({ path: localized, name, device, colorScheme: 'light' })
    }
  }
}
shots.push({ path: '/', name: 'en-home', device: 'desktop', colorScheme: 'dark' })

const site = await startFreshSite({ port: 8792, persistTo: '.wrangler/screenshots-state' })
const browser = await launchChromium()
try {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  for (const { path, name, device, colorScheme } of shots) {
    const context = await browser.newContext({ ...VIEWPORTS[device], colorScheme })
    const page = await context.newPage()
    await page.goto(site.url + path, { waitUntil: 'networkidle' })
    const file = `${OUT}/${name}-${device}-${colorScheme}.png`
    await page.screenshot({ path: file, fullPage: true })
    await context.close()
    console.log(file)
  }
} finally {
  await browser.close()
  await site.stop()
}
