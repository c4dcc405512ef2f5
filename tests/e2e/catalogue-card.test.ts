// A catalogue card answers the tap: its photo and its title open the listing, its buttons stay
// their own targets, and on a phone the first listing's link is within reach on the first screen.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { islandsReady, PHONE, useBrowser } from './browser'
import { listItems, poll } from './content-pages'

const TOUCH_PHONE = { viewport: PHONE, isMobile: true, hasTouch: true }

/** The first card of the catalogue, its title's link and where that link leads. */
async function firstCard(page: Page) {
  const article = listItems(
    page,
    (await page.locator('main ul[aria-label]').first().getAttribute('aria-label'))!
  )
    .first()
    .locator('article')
  const link = article.getByRole('heading').getByRole('link')
  return { article, link, href: (await link.getAttribute('href'))! }
}

/** The link (if any) a tap at a point of the page lands on. */
const linkAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href') ?? null,
    [x, y]
  )

describe('a catalogue card', () => {
  const browser = useBrowser()

  for (const path of ['/catalog', '/ar/catalog']) {
    it(`opens its listing from the first screen of a phone at ${path}`, async () => {
      const page = await browser.newPage(TOUCH_PHONE)
      await page.goto(path)
      await islandsReady(page)
      const { article, link, href } = await firstCard(page)
      expect(href).toMatch(/\/catalog\/\d+$/)

      // the link's tap area is the whole card (its title's link stretched over it): it starts at
      // the card's top, on the first screen, where the link's own words are further down
      const cardBox = (await article.boundingBox())!
      const photo = (await article.locator('img').boundingBox())!
      expect(cardBox.y).toBeLessThan(PHONE.height)
      expect(await linkAt(page, cardBox.x + cardBox.width / 2, cardBox.y + 2)).toBe(href)
      expect(await linkAt(page, photo.x + photo.width / 2, photo.y + 40)).toBe(href)
      // one link for assistive technology: the photo is no link of its own
      expect(await article.locator('a img, a picture').count()).toBe(0)
      expect(await link.count()).toBe(1)

      await page.touchscreen.tap(
        photo.x + photo.width / 2,
        Math.min(photo.y + 40, PHONE.height - 1)
      )
      await page.waitForURL((url) => url.pathname === href)
    })
  }

  it("keeps its buttons' own targets above the card's link", async () => {
    const page = await browser.newPage(TOUCH_PHONE)
    await page.goto('/catalog')
    await islandsReady(page)
    const { article, href } = await firstCard(page)
    const call = article.getByRole('link', { name: /^Request Call/ })
    await call.scrollIntoViewIfNeeded()
    const box = (await call.boundingBox())!
    const target = await linkAt(page, box.x + box.width / 2, box.y + box.height / 2)
    expect(target).toMatch(/\/contact\?kind=call&propertyId=\d+/)
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    // the request-call dialog opens over the catalogue; the listing does not
    await poll(() => page.getByRole('dialog').isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).not.toBe(href)
  })
})
