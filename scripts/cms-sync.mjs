// `npm run cms:sync [-- --env staging|production] [--origin URL] [--budget N]`: reconciles the
// CMS's published content into the site's D1 (docs/content-sync.md). The worker does the work
// (it holds the CMS token and the database); this drives its authenticated endpoint,
// POST /api/cms/sync, one step after another until it answers done, and prints a summary.
// Locally it calls the running site (`npm start` or `npm run start:cms`, PORT or 8787); with
// --env the deployed environment's PUBLIC_ORIGIN. The secret is CMS_WEBHOOK_SECRET, the same as
// the worker's. Every step is committed: a run stopped anywhere resumes where it stood.
import { parseArgs } from 'node:util'
import { environmentConfig } from './deploy/config.mjs'

const USAGE =
  'usage: CMS_WEBHOOK_SECRET=... npm run cms:sync [-- --env staging|production] [--origin URL] [--budget N]'

function fail(message) {
  console.error(`${message}\n${USAGE}`)
  process.exit(1)
}

let values
try {
  ;({ values } = parseArgs({
    options: {
      env: { type: 'string' },
      origin: { type: 'string' },
      budget: { type: 'string', default: '100' },
    },
  }))
} catch (error) {
  fail(error.message)
}

const secret = process.env.CMS_WEBHOOK_SECRET?.trim()
if (!secret) fail('Set CMS_WEBHOOK_SECRET: the secret the worker shares with the CMS')
const budget = Number(values.budget)
if (!Number.isInteger(budget) || budget < 1 || budget > 500) fail('--budget is 1 to 500')

function targetOrigin() {
  if (values.origin) return new URL(values.origin).origin
  if (!values.env) return `http://127.0.0.1:${process.env.PORT || 8787}`
  const origin = environmentConfig(values.env).publicOrigin
  if (!origin) fail(`wrangler.toml has no PUBLIC_ORIGIN for --env ${values.env}`)
  return new URL(origin).origin
}
const origin = targetOrigin()

/** One step; a dependency down (503) is tried again a few times before the run stops. */
async function step(presence) {
  for (let attempt = 1; ; attempt++) {
    let response
    try {
      response = await fetch(`${origin}/api/cms/sync`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ budget, presence }),
        signal: AbortSignal.timeout(120_000),
      })
    } catch (error) {
      throw new Error(`${origin} did not answer: ${error.message}`, { cause: error })
    }
    const body = await response.json().catch(() => ({}))
    if (response.ok) return body
    if (response.status === 404) throw new Error(`${origin} has no CMS_WEBHOOK_SECRET set: 404`)
    if (response.status === 401) throw new Error(`${origin} refused the secret: 401`)
    if (response.status !== 503 || attempt === 3) {
      throw new Error(`${origin} answered ${response.status}: ${body.error ?? 'no reason given'}`)
    }
    console.log(`  ${body.error ?? 'unavailable'}; trying again in ${attempt * 5} s`)
    await new Promise((done) => setTimeout(done, attempt * 5000))
  }
}

const started = Date.now()
const totals = { written: 0, removed: 0, unchanged: 0, checked: 0, scopes: 0, steps: 0 }
const skipped = new Map()
console.log(`cms:sync: reconciling the CMS into the D1 of ${origin}`)
try {
  for (let presence = 'now'; ; presence = 'due') {
    const report = await step(presence)
    totals.steps += 1
    for (const name of ['written', 'removed', 'unchanged', 'checked', 'scopes']) {
      totals[name] += report[name] ?? 0
    }
    for (const skip of report.skipped ?? []) skipped.set(skip.documentId, skip)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `  step ${totals.steps} (${report.phase}${report.kind ? ` ${report.kind}` : ''}): ` +
        `${totals.written} written, ${totals.removed} removed, ${totals.unchanged} unchanged, ` +
        `${totals.checked} checked, ${seconds} s`
    )
    if (report.done) break
  }
} catch (error) {
  console.error(`cms:sync stopped: ${error.message}`)
  console.error('Every step before it is committed: run it again to resume.')
  process.exit(1)
}

const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log('\ncms:sync summary')
console.log(`  site            ${origin}`)
console.log(`  written         ${totals.written} documents (new or changed)`)
console.log(`  removed         ${totals.removed} documents (no longer published)`)
console.log(`  unchanged       ${totals.unchanged} documents`)
console.log(`  checked         ${totals.checked} published documents (presence pass)`)
console.log(`  skipped         ${skipped.size} documents that cannot be a page`)
for (const skip of [...skipped.values()].slice(0, 10)) {
  console.log(`    ${skip.kind} ${skip.documentId}: ${skip.reason}`)
}
console.log(`  pages renewed   ${totals.scopes} content scopes`)
console.log(`  time            ${seconds} s in ${totals.steps} steps`)
