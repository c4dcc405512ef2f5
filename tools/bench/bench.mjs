// The performance report (`npm run bench`, after the build), in one run: page weight, server
// throughput and CPU per render against a static baseline, and Lighthouse. DESIGN.md, "Quality
// bars", sets the bars; the figures also go to bench-results/latest.json. Flags (docs/measuring.md):
//   --no-lighthouse        everything but Lighthouse (about 10 minutes)
//   --lighthouse-only      only Lighthouse
//   --lighthouse-runs=N    runs per page and locale (default 5; the median run is reported)
//   --lighthouse-busy=N    processes kept spinning while Lighthouse runs (default 1: a busy
//                          machine, as DESIGN.md asks; 0 for a quiet one)
//   --print                prints the report of bench-results/latest.json again, measures nothing
//   --bundle=DIR           measures a production bundle made earlier (previewBundle(DIR), e.g.
//                          of another commit, for a before and after) instead of this build
//   --scale                only the catalogue at 50,000 listings (fills its own database once)
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { lighthouseMedian, LIGHTHOUSE_RUNS, withChrome } from './lighthouse.mjs'
import { pageWeight, withBrowser } from './page-weight.mjs'
import { localized, resolvePages } from './pages.mjs'
import { pageCpu } from './render-cpu.mjs'
import { onceMore } from './retry.mjs'
import { whileBusy } from './busy.mjs'
import { staticFileUrls } from './baseline.mjs'
import { measureScale, printScale } from './scale.mjs'
import { previewBundle } from '../../scripts/preview-server.mjs'
import { printReport } from './report.mjs'
import { clearScratch, startPreview, stopAll, stopOnExit } from './servers.mjs'
import { pageThroughput, streamThroughput } from './throughput.mjs'

const args = process.argv.slice(2)
const lighthouseOnly = args.includes('--lighthouse-only')
const withLighthouse = !args.includes('--no-lighthouse')
const runsArg = args.find((arg) => arg.startsWith('--lighthouse-runs='))
const runs = runsArg ? Number(runsArg.split('=')[1]) : LIGHTHOUSE_RUNS
if (!Number.isInteger(runs) || runs < 1) throw new Error(`bad ${runsArg}`)
const bundleArg = args.find((arg) => arg.startsWith('--bundle='))
const busyArg = args.find((arg) => arg.startsWith('--lighthouse-busy='))
const busy = busyArg ? Number(busyArg.split('=')[1]) : 1
if (!Number.isInteger(busy) || busy < 0) throw new Error(`bad ${busyArg}`)

/**
 * Throughput and CPU per render: the pages DESIGN.md's ratios are checked on. The legal page
 * reads no D1, so its render figure is React's and the layout's alone.
 */
const SERVER_PAGES = ['home', 'catalogue', 'property', 'article', 'legal']
/** Lighthouse: these pages, each in a left-to-right and a right-to-left locale. */
const LIGHTHOUSE_PAGES = ['home', 'catalogue', 'property', 'article', 'high-rentals']
const LIGHTHOUSE_LOCALES = ['en', 'ar']

const LATEST = 'bench-results/latest.json'
function save(results) {
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(LATEST, JSON.stringify(results, null, 2) + '\n')
}

if (args.includes('--scale')) {
  const scale = await measureScale()
  printScale(scale)
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/scale.json', JSON.stringify(scale, null, 2) + '\n')
  process.exit(0)
}

if (args.includes('--print')) {
  const checks = printReport(JSON.parse(readFileSync(LATEST, 'utf8')))
  process.exit(checks.jsBudget && !checks.jsBudget.pass ? 1 : 0)
}

stopOnExit('bench')
const started = Date.now()
const results = {
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
  machine: { cpus: cpus().length, node: process.version, loadAverageBefore: loadavg()[0] },
  workerNodeEnv: 'production',
  served: bundleArg
    ? `the production bundle in ${bundleArg.split('=')[1]}`
    : 'the production bundle (npm run preview)',
  sections: [],
  checks: {},
}

try {
  console.log(
    'bundling the production build, as `npm run preview` serves it and a deploy uploads it...'
  )
  const config = bundleArg
    ? join(bundleArg.split('=')[1], 'wrangler.toml')
    : previewBundle('.wrangler/bench-snapshot')
  console.log('starting the servers (string renderer on 8795, stream renderer on 8796)...')
  const string = await startPreview(8795, '.wrangler/bench-state', { BENCH: '1' }, config)
  // Its own state directory: two workerd processes should not share one SQLite file
  const stream = lighthouseOnly
    ? undefined
    : await startPreview(
        8796,
        '.wrangler/bench-state-stream',
        { BENCH: '1', RENDER_MODE: 'stream' },
        config
      )
  const pages = await resolvePages(string.url)
  const pathOf = (type) => pages.find((page) => page.type === type)?.path

  if (!lighthouseOnly) {
    console.log('measuring page weight in Chromium...')
    results.pages = await withBrowser(async (browser) => {
      const measured = []
      for (const page of pages) {
        const url = `${string.url}${page.path}`
        const figures = page.path ? await onceMore(page.type, () => pageWeight(browser, url)) : {}
        measured.push({ ...page, ...figures })
      }
      return measured
    })

    const measured = SERVER_PAGES.filter(pathOf).map((type) => ({ type, path: pathOf(type) }))
    const files = await staticFileUrls(string.url, config, measured)
    console.log('load testing, one test at a time (about 10 minutes)...')
    const loadBefore = loadavg()[0]
    const throughput = []
    for (const { type, path } of measured) {
      throughput.push({ type, ...(await pageThroughput(string.url, path, files[type])) })
    }
    const streamRun = await streamThroughput(stream.url, string.url, '/')
    results.throughput = { loadAverageBefore: loadBefore, pages: throughput, stream: streamRun }

    results.throughput.loadAverageAfter = loadavg()[0]
    console.log('reading CPU time per request (about 5 minutes)...')
    const cpuLoadBefore = loadavg()[0]
    const cpu = []
    for (const type of SERVER_PAGES.filter(pathOf)) {
      cpu.push({ type, ...(await pageCpu(string, pathOf(type), { fileUrl: files[type] })) })
    }
    // For scale: one D1 list query, its JSON and the cache store, without any rendering
    const reference = { type: 'properties API', ...(await pageCpu(string, '/api/properties')) }
    results.cpu = {
      method: 'schedstat of workerd processes, sequential requests',
      pages: cpu,
      reference,
      loadAverage: { before: cpuLoadBefore, after: loadavg()[0] },
    }
    results.sections.push('page weight', 'throughput', 'cpu')
    await stream.stop() // not needed by Lighthouse: its memory and idle CPU back to the machine
  }

  if (withLighthouse) {
    const list = LIGHTHOUSE_PAGES.filter(pathOf).flatMap((type) =>
      LIGHTHOUSE_LOCALES.map((locale) => ({ type, locale, path: localized(pathOf(type), locale) }))
    )
    console.log(
      `Lighthouse, ${list.length} pages x ${runs} runs (about ${list.length * runs * 15} s), ` +
        `${busy} other process${busy === 1 ? '' : 'es'} kept busy...`
    )
    results.lighthouseBusy = { processes: busy, loadAverageBefore: loadavg()[0] }
    results.lighthouse = await whileBusy(busy, () =>
      withChrome(async (port) => {
        const measured = []
        for (const page of list) {
          const median = await lighthouseMedian(port, `${string.url}${page.path}`, runs)
          measured.push({ ...page, ...median })
          const scores = Object.values(median.scores).join('/')
          console.log(
            `  ${page.type} ${page.locale}: ${scores} (${median.performanceScores.join(' ')})`
          )
        }
        return measured
      })
    )
    results.lighthouseBusy.loadAverageAfter = loadavg()[0]
    results.lighthouseRuns = runs
    results.sections.push('lighthouse')
  }

  results.durationSeconds = Math.round((Date.now() - started) / 1000)
  // The figures first, so that a failure while printing loses nothing (`--print` shows them)
  save(results)
  results.checks = printReport(results)
  save(results)
  console.log(`figures written to bench-results/latest.json (${results.durationSeconds} s)`)
  // The one hard limit: the JavaScript budget. Timings are reported, not asserted
  if (results.checks.jsBudget && !results.checks.jsBudget.pass) process.exitCode = 1
} catch (error) {
  console.error('\nbench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stopAll()
  clearScratch()
}
