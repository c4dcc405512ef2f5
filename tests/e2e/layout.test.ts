import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './browser'
import { SCREENSHOT_PAGES, type ScreenshotPage } from './layout-pages.mjs'
import { renderDeferredBands } from './support.mjs'

// Every page of the route table (and the pages the form endpoints answer without JavaScript) on
// a 390 px phone, as it first paints: nothing may be wider than the screen, no form control may
// show its text cut ("+971 Unit…", a placeholder running under the edge), and no band rendered
// late may be taller than it stood before.

const LOCALES = ['en', 'ar'] as const
/** Pages checked at once: the machine is shared, and a page takes a second or two to settle. */
const AT_ONCE = 4

/** Cut text in the form controls on screen, as `what: "text" needs N px, has M px`. */
function cutControls(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!
    const widthOf = (text: string, style: CSSStyleDeclaration) => {
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      return canvas.measureText(text).width
    }
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      return element.getClientRects().length > 0 && style.visibility !== 'hidden'
    }
    const room = (element: HTMLElement, style: CSSStyleDeclaration) =>
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const name = (element: Element) =>
      element.id ? `#${element.id}` : `${element.tagName.toLowerCase()}.${element.className}`
    const cuts: string[] = []
    const report = (element: Element, text: string, needs: number, has: number) => {
      // a pixel of rounding is not a cut
      if (needs > has + 1) cuts.push(`${name(element)}: "${text}" needs ${needs} px, has ${has} px`)
    }

    for (const input of document.querySelectorAll<HTMLInputElement>('input')) {
      if (!shown(input) || /^(hidden|checkbox|radio|range|color|file)$/.test(input.type)) continue
      const style = getComputedStyle(input)
      if (input.value) report(input, input.value, input.scrollWidth, input.clientWidth)
      else if (input.placeholder) {
        const needs = Math.ceil(widthOf(input.placeholder, style))
        report(input, input.placeholder, needs, Math.floor(room(input, style)))
      }
    }
    for (const select of document.querySelectorAll<HTMLElement>('select')) {
      const style = getComputedStyle(select)
      // a transparent select is drawn by the element over it (the phone's country picker)
      if (!shown(select) || style.opacity === '0') continue
      const text = select.querySelector<HTMLOptionElement>('option:checked')?.label ?? ''
      const needs = Math.ceil(widthOf(text, style))
      report(select, text, needs, Math.floor(room(select, style)))
    }
    // text a control draws itself with an ellipsis (the phone's country picker)
    for (const element of document.querySelectorAll<HTMLElement>('form *')) {
      if (!shown(element) || getComputedStyle(element).textOverflow !== 'ellipsis') continue
      if (/^(INPUT|SELECT)$/.test(element.tagName)) continue
      report(element, element.textContent ?? '', element.scrollWidth, element.clientWidth)
    }
    return cuts
  })
}

/**
 * Deferred bands taller, once shown, than they stand until then: a tool that lays out
 * their content unrendered (axe) would find it over what follows (`defer-offscreen`).
 */
function tallerThanStandIn(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.defer-offscreen')].flatMap((element) => {
      const standIn = parseFloat(
        getComputedStyle(element).containIntrinsicBlockSize.replace('auto', '')
      )
      const height = Math.round(element.getBoundingClientRect().height)
      const name = `${element.tagName.toLowerCase()}.${element.className.split(' ')[0]}`
      return height > standIn ? [`${name} is ${height} px tall, stands ${standIn} px`] : []
    })
  )
}

/** The address of a page in a locale: English has no prefix; endpoints are the same in all. */
function pathIn(shot: ScreenshotPage, locale: string) {
  if (locale === 'en' || shot.post) return shot.path
  return `/${locale}${shot.path === '/' ? '' : shot.path}`
}

describe('the layout on a 390 px phone', () => {
  const browser = useBrowser()

  // the dialogs' states are the pages they open on; the rest is every page once
  const shots = SCREENSHOT_PAGES.filter(
    (shot, index) => SCREENSHOT_PAGES.findIndex((other) => other.path === shot.path) === index
  )

  async function defects(shot: ScreenshotPage, locale: string, visitor: number) {
    const path = pathIn(shot, locale)
    const page = await browser.newPage({
      viewport: PHONE,
      javaScriptEnabled: !shot.post,
      extraHTTPHeaders: { 'CF-Connecting-IP': `203.0.113.${visitor}` },
    })
    if (shot.post) {
      // what a plain HTML form gets back: the navigation becomes the form's POST
      const body = new URLSearchParams({ ...shot.post, locale, page: '/' }).toString()
      await page.route(`**${shot.path}`, (route) =>
        route.continue({
          method: 'POST',
          postData: body,
          headers: {
            ...route.request().headers(),
            'content-type': 'application/x-www-form-urlencoded',
          },
        })
      )
    }
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    const found: string[] = []
    const wider = () =>
      page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
    // Once as it loads, with the stand-ins of the bands below the first screen, then with those
    // rendered (an unrendered band adds no width of its own content)
    const atLoad = await wider()
    if (atLoad > 0) found.push(`${path}: ${atLoad} px wider than the screen as it loads`)
    await renderDeferredBands(page)
    const overflow = await wider()
    if (overflow > 0) found.push(`${path}: ${overflow} px wider than the screen`)
    for (const cut of await cutControls(page)) found.push(`${path}: ${cut}`)
    for (const tall of await tallerThanStandIn(page)) found.push(`${path}: ${tall}`)
    await page.context().close()
    return found
  }

  it.each(LOCALES)(
    'in %s, no page is wider than the screen, no form control cuts its text, and no deferred band outgrows its stand-in',
    async (locale) => {
      browser.allowNotFound(pathIn({ name: '', page: null, path: '/does-not-exist' }, locale))
      // the form endpoints answer refused details with 400, which Chromium logs
      browser.allowError(/status of 400 \(Bad Request\) \(\/api\//)
      const found: string[] = []
      const queue = shots.map((shot, index) => ({ shot, index }))
      const offset = locale === 'en' ? 0 : 100
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            found.push(...(await defects(next.shot, locale, offset + next.index + 1)))
          }
        })
      )
      expect(found.sort()).toEqual([])
    },
    120_000
  )
})
