import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { LocaleCode } from '../../src/i18n/locales'
import { translator } from '../../src/i18n/messages'
import { DESKTOP, PHONE, useBrowser } from './browser'
import { hasFocus } from './keyboard-focus'

/** A listing with six photos: five in the desktop grid, the sixth behind "Show all". */
const LISTING = '/catalog/3'
const PHOTOS = 6

/**
 * Everything the viewer does is waited for, its focus return too: Radix gives the focus back in a
 * timer after the viewer has gone (FocusScope)
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 })

function gallery(page: Page, locale: LocaleCode) {
  const t = translator(locale)
  const photos = page.getByRole('region', { name: t('property.photos') })
  const viewer = page.getByRole('dialog', { name: t('property.photos') })
  return {
    t,
    photos,
    links: photos.getByRole('listitem').getByRole('link'),
    viewer,
    /** what the viewer says to a screen reader, "Photo 2 of 6" */
    said: (index: number) =>
      viewer.getByText(t('property.photoCount', { index, count: PHOTOS }), { exact: true }),
  }
}

/** The "n / 6" on the photo the phone's strip shows (each photo carries its own). */
function countOnScreen(photos: Locator) {
  return photos.evaluate((region) => {
    const shown = [...region.querySelectorAll('li')].find((item) => {
      const box = item.getBoundingClientRect()
      return box.left > -box.width / 2 && box.right < window.innerWidth + box.width / 2
    })
    return shown?.querySelector('[aria-hidden="true"]')?.textContent ?? null
  })
}

/** Swipes the strip one photo on with a finger: leftwards, rightwards in a right-to-left page. */
async function swipe(page: Page, strip: Locator, rtl: boolean) {
  const box = (await strip.boundingBox())!
  const y = Math.round(box.y + box.height / 2)
  const [from, to] = rtl ? [0.2, 0.8] : [0.8, 0.2]
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === undefined ? [] : [{ x: Math.round(box.x + x * box.width), y }],
    })
  await touch('touchStart', from)
  for (let step = 1; step <= 10; step++) await touch('touchMove', from + ((to - from) * step) / 10)
  await touch('touchEnd')
  await cdp.detach()
}

describe('property photos', () => {
  const browser = useBrowser()

  it.each(['en', 'ar'] as const)(
    'on a phone in %s come first, swipe with their count, open full screen by touch and by keyboard',
    async (locale) => {
      const rtl = locale === 'ar'
      const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true })
      await page.goto(`${locale === 'en' ? '' : '/ar'}${LISTING}`)
      const { t, photos, links, viewer, said } = gallery(page, locale)

      // first on the screen, edge to edge, above the title
      const strip = (await photos.boundingBox())!
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect(strip.y + strip.height).toBeLessThanOrEqual(title.y)
      expect(strip.width).toBe(PHONE.width)
      expect(await links.count()).toBe(PHOTOS)
      expect(await countOnScreen(photos)).toBe(`1 / ${PHOTOS}`)

      await swipe(page, photos, rtl)
      await poll(() => countOnScreen(photos)).toBe(`2 / ${PHOTOS}`)

      // a tap on the photo shown opens it full screen
      await links.nth(1).tap()
      await viewer.waitFor()
      await poll(() => said(2).count()).toBe(1)
      expect(await viewer.getByText(`2 / ${PHOTOS}`, { exact: true }).count()).toBe(1)
      // ArrowLeft goes back in English, on in Arabic
      await page.keyboard.press('ArrowLeft')
      await poll(() => said(rtl ? 3 : 1).count()).toBe(1)
      await page.keyboard.press('ArrowRight')
      await poll(() => said(2).count()).toBe(1)
      // swiping inside the viewer moves it too
      await swipe(page, viewer.getByRole('group', { name: t('property.photos') }), rtl)
      await poll(() => said(3).count()).toBe(1)
      await page.keyboard.press('Escape')
      await poll(() => viewer.count()).toBe(0)
      await poll(() => hasFocus(links.nth(1))).toBe(true)

      // by keyboard: Enter on the focused photo, the close button
      await links.nth(1).focus()
      await page.keyboard.press('Enter')
      await viewer.waitFor()
      await poll(() => said(2).count()).toBe(1)
      await viewer.getByRole('button', { name: t('forms.close') }).click()
      await poll(() => viewer.count()).toBe(0)
      await poll(() => hasFocus(links.nth(1))).toBe(true)
      // closing took the viewer's history entry away: Back would now leave the listing
      expect(await page.evaluate(() => history.state?.photoViewer ?? null)).toBe(null)

      // the phone's Back closes the viewer and stays on the listing
      await links.nth(2).tap()
      await viewer.waitFor()
      await page.goBack()
      await poll(() => viewer.count()).toBe(0)
      expect(new URL(page.url()).pathname).toBe(`${locale === 'en' ? '' : '/ar'}${LISTING}`)
    }
  )

  it.each(['en', 'ar'] as const)(
    'on a desktop in %s open full screen by click, by keyboard and from "Show all"',
    async (locale) => {
      const rtl = locale === 'ar'
      const page = await browser.newPage({ viewport: DESKTOP })
      await page.goto(`${locale === 'en' ? '' : '/ar'}${LISTING}`)
      const { t, photos, links, viewer, said } = gallery(page, locale)
      // the grid shows five; the sixth waits in the viewer
      expect(await links.nth(4).isVisible()).toBe(true)
      expect(await links.nth(5).isVisible()).toBe(false)

      await links.nth(2).click()
      await viewer.waitFor()
      await poll(() => said(3).count()).toBe(1)
      await page.keyboard.press('ArrowRight')
      await poll(() => said(rtl ? 2 : 4).count()).toBe(1)
      await viewer.getByRole('button', { name: t('property.nextPhoto') }).click()
      await poll(() => said(rtl ? 3 : 5).count()).toBe(1)
      await page.keyboard.press('Escape')
      await poll(() => viewer.count()).toBe(0)
      await poll(() => hasFocus(links.nth(2))).toBe(true)

      await links.first().focus()
      await page.keyboard.press('Enter')
      await viewer.waitFor()
      await poll(() => said(1).count()).toBe(1)
      // from the first photo, back goes round to the last
      await page.keyboard.press(rtl ? 'ArrowRight' : 'ArrowLeft')
      await poll(() => said(PHOTOS).count()).toBe(1)
      await page.keyboard.press('Escape')
      await poll(() => viewer.count()).toBe(0)
      await poll(() => hasFocus(links.first())).toBe(true)

      const showAll = photos.getByRole('link', {
        name: t.plural('property.showAllPhotos', PHOTOS),
      })
      await showAll.click()
      await viewer.waitFor()
      await poll(() => said(1).count()).toBe(1)
      await page.keyboard.press('Escape')
      await poll(() => viewer.count()).toBe(0)
      await poll(() => hasFocus(showAll)).toBe(true)
    }
  )

  it('on a phone, the first touch swipes and hydrates the strip, which keeps its photo when React takes over', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true })
    // React waits until the finger has lifted: the swipe itself is the browser's scrolling
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/chunks\/hydrate-[^/]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(LISTING)
    const { photos, links, viewer } = gallery(page, 'en')
    const island = page.locator('[data-island="photo-gallery"]')
    expect(await island.getAttribute('data-hydrated')).toBeNull()

    await swipe(page, photos, false)
    // the strip has moved on and come to rest (a swipe on a busy machine may fling past a photo)
    let shown: string | null = null
    await poll(async () => {
      const before = await countOnScreen(photos)
      await page.waitForTimeout(300)
      shown = await countOnScreen(photos)
      return before === shown && shown !== `1 / ${PHOTOS}`
    }).toBe(true)
    release()
    await poll(() => island.getAttribute('data-hydrated')).toBe('')
    expect(await countOnScreen(photos)).toBe(shown)
    // and it answers the next touch as an island: the photo opens in the viewer
    await links.nth(1).tap()
    await viewer.waitFor()
  })

  it('loses nothing without JavaScript: "Show all" shows every photo, each opens its file', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, javaScriptEnabled: false })
    await page.goto(LISTING)
    const { t, photos, links } = gallery(page, 'en')
    expect(await links.nth(5).isVisible()).toBe(false)
    await photos.getByRole('link', { name: t.plural('property.showAllPhotos', PHOTOS) }).click()
    await poll(() => links.nth(5).isVisible()).toBe(true)

    const file = page.waitForResponse((response) => response.url().endsWith('-1536.jpg'))
    await links.nth(5).click()
    const response = await file
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/jpeg')
  })
})
