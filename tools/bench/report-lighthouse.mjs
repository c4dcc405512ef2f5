// The Lighthouse table, its bars, and the audits that keep a bar unmet.
import { BARS, CATEGORIES, TBT_BAR_MS } from './lighthouse.mjs'
import { mark } from './stats.mjs'
import { table } from './table.mjs'

const SHORT = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best pr.',
  seo: 'SEO',
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')

export function reportLighthouse(results, runs, busy) {
  const load = busy
    ? `; ${busy.processes} other process${busy.processes === 1 ? '' : 'es'} kept busy, load ` +
      `average ${busy.loadAverageBefore.toFixed(2)} before, ${busy.loadAverageAfter?.toFixed(2)} after`
    : ''
  console.log(
    `\nLighthouse ${results[0]?.version ?? ''} (npm package, Debian Chromium headless, default ` +
      `config = mobile preset with simulated throttling; the run with the median performance ` +
      `score of ${runs}; bars: performance >= ${BARS.performance}, TBT <= ${TBT_BAR_MS} ms, ` +
      `the others ${BARS.seo}${load})`
  )
  console.log(
    table(
      ['page', 'locale', ...CATEGORIES.map((id) => SHORT[id]), 'LCP ms', 'TBT ms', 'CLS'].concat([
        'perf of each run',
        'TBT of each run',
        'bars',
      ]),
      results.map((r) => [
        r.type,
        r.locale,
        ...CATEGORIES.map((id) => r.scores[id]),
        fixed(r.lcpMs, 0),
        fixed(r.tbtMs, 0),
        fixed(r.cls, 3),
        r.performanceScores.join(' '),
        (r.tbtRunsMs ?? []).join(' '),
        r.runtimeError ? 'ERROR' : mark(r.pass),
      ])
    )
  )
  const failing = results.filter((r) => !r.pass)
  for (const r of failing) {
    console.log(`  ${r.type} ${r.locale} (${r.url}):`)
    if (r.runtimeError) console.log(`    Lighthouse error: ${r.runtimeError}`)
    if (r.tbtMs > TBT_BAR_MS) console.log(`    total blocking time ${Math.round(r.tbtMs)} ms`)
    for (const audit of r.failing) {
      console.log(`    ${audit.category}: ${audit.id} - ${audit.title} (score ${audit.score})`)
    }
  }
  const check = {
    pass: results.length > 0 && failing.length === 0,
    enforced: false,
    failing: failing.map((r) => `${r.type} ${r.locale}`),
  }
  console.log(
    `${mark(check.pass)} Lighthouse bars on every page and locale` +
      (failing.length ? `; failing: ${check.failing.join(', ')}` : '') +
      ' (reported only)'
  )
  return { lighthouse: check }
}
