// The page-weight table and its bars.
import { kb, mark, size } from './stats.mjs'
import { table } from './table.mjs'

export const JS_BUDGET = 100 * 1024 // bytes gzip on any page: the hard limit
export const LIGHT_PAGE = 5 * 1024 // a page with nothing to click (no island hydrating at load)

export function reportWeight(pages) {
  console.log(
    '\nPage weight, English (KB = 1024 B; gzip -9 of each body; JS and CSS: every same-origin ' +
      'file Chromium fetched until the network was idle, without any interaction, lazily ' +
      'imported chunks included)'
  )
  const measured = pages.filter((page) => page.htmlBytes !== undefined)
  console.log(
    table(
      ['page', 'path', 'HTML', 'HTML gzip', 'JS gzip', 'CSS gzip', 'React', 'islands at load/all'],
      pages.map((page) =>
        page.htmlBytes === undefined
          ? [page.type, 'n/a (no link found)', '', '', '', '', '', '']
          : [
              page.type,
              page.path,
              ...[page.htmlBytes, page.htmlGzip, page.jsGzip, page.cssGzip].map(size),
              page.loadsReact ? 'yes' : 'no',
              `${page.islandsAtLoad.length}/${page.islands.length}`,
            ]
      )
    )
  )
  const heaviest = measured.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a))
  const light = measured.filter((page) => page.islandsAtLoad.length === 0)
  const checks = {
    jsBudget: {
      pass: measured.every((page) => page.jsGzip <= JS_BUDGET) && measured.length === pages.length,
      enforced: true,
      limitBytes: JS_BUDGET,
      heaviest: { page: heaviest.type, jsGzip: heaviest.jsGzip },
      over: measured.filter((page) => page.jsGzip > JS_BUDGET).map((page) => page.type),
    },
    lightPages: {
      // DESIGN.md: React only with an island; nothing to click ships under 5 KB
      pass: light.every((page) => !page.loadsReact && page.jsGzip < LIGHT_PAGE),
      enforced: false,
      pages: light.map((page) => page.type),
      failing: light
        .filter((page) => page.loadsReact || page.jsGzip >= LIGHT_PAGE)
        .map((page) => page.type),
    },
  }
  const { jsBudget, lightPages } = checks
  console.log(
    `${mark(jsBudget.pass)} JavaScript budget (hard limit): at most ${kb(JS_BUDGET)} KB gzip on ` +
      `every page; heaviest ${heaviest.type}, ${kb(heaviest.jsGzip)} KB` +
      (jsBudget.over.length ? `; over: ${jsBudget.over.join(', ')}` : '') +
      (measured.length < pages.length ? '; some page types could not be measured' : '')
  )
  console.log(
    `${mark(lightPages.pass)} pages with no island hydrating at load ` +
      `(${lightPages.pages.join(', ') || 'none'}) load no React and under ${kb(LIGHT_PAGE)} KB ` +
      `of JavaScript` +
      (lightPages.failing.length ? `; failing: ${lightPages.failing.join(', ')}` : '') +
      ' (reported only)'
  )
  return checks
}
