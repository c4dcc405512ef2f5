// `npm run smoke -- ORIGIN [--wait SECONDS]`: checks a running site (a deployment, or `npm run
// preview`) and exits non-zero with a readable report when anything a visitor or a crawler meets
// is broken. --wait first waits that long for the site to answer at all (a server starting).
import { parseArgs } from 'node:util'
import { formatReport, runSmoke } from './smoke/checks.mjs'

const USAGE =
  'usage: npm run smoke -- ORIGIN [--wait SECONDS]   (http://127.0.0.1:8787, https://arcadia-estates.ae)'
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { wait: { type: 'string', default: '0' } },
})
const [origin] = positionals
const wait = Number(values.wait)
if (!origin || !/^https?:\/\/[^/]+\/?$/.test(origin) || !(wait >= 0)) {
  console.error(USAGE)
  process.exit(2)
}

async function answers() {
  try {
    await fetch(new URL('/healthz', origin), { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

if (wait > 0) {
  const deadline = Date.now() + wait * 1000
  process.stdout.write(`smoke: waiting up to ${wait} s for ${origin} to answer`)
  while (!(await answers())) {
    if (Date.now() > deadline) {
      console.log(`\nsmoke: ${origin} did not answer within ${wait} s`)
      process.exit(1)
    }
    process.stdout.write('.')
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  console.log(' it answers')
}

const started = Date.now()
console.log(`smoke: checking ${origin} (about 55 requests)...`)
const results = await runSmoke(origin)
console.log(formatReport(origin, results, ((Date.now() - started) / 1000).toFixed(1)))
process.exit(results.every((result) => result.ok) ? 0 : 1)
