// `npm run fuzz -- --runs N --seed S`: the volume fuzz (tests/integration/hostile-input-volume
// .test.ts) with N generated hostile inputs per endpoint (10,000 by default; `npm test` runs
// 300), inside workerd against the real worker and D1. Prints each endpoint as it finishes, then
// one table: inputs, statuses, 5xx. Exits non-zero on any 5xx or a row stored from a refusal;
// fast-check's report (printed then) names the failing input and how to replay it.
import { spawn } from 'node:child_process'
import { wranglerEnv } from '../../scripts/wrangler-env.mjs'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`))
  const value = inline ? inline.split('=')[1] : index > 0 ? process.argv[index + 1] : undefined
  const number = Number(value ?? fallback)
  if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} must be a whole number`)
  return number
}
const RUNS = option('runs', 10_000)
const SEED = option('seed', 38)
const ENDPOINTS = 17
const started = Date.now()
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1)
console.log(`fuzz: ${RUNS} hostile inputs per endpoint (${ENDPOINTS} endpoints), seed ${SEED}`)

const results = []
let output = []
let buffer = ''
function read(chunk) {
  buffer += chunk
  let newline
  while ((newline = buffer.indexOf('\n')) >= 0) {
    // eslint-disable-next-line no-control-regex
    const line = buffer.slice(0, newline).replace(/\x1b\[[0-9;]*m/g, '')
    buffer = buffer.slice(newline + 1)
    const found = /FUZZ (\{.*\})/.exec(line)
    if (found) {
      const result = JSON.parse(found[1])
      results.push(result)
      console.log(`[${results.length}/${ENDPOINTS}] ${result.endpoint}: done (${minutes()} min)`)
    } else if (!line.startsWith('{"level":"info"')) {
      // kept for the report of a failure: vitest's and fast-check's own words
      output = [...output.slice(-199), line]
    }
  }
}

const child = spawn(
  'node_modules/.bin/vitest',
  ['run', '--project', 'worker', 'tests/integration/hostile-input-volume.test.ts'],
  {
    env: wranglerEnv({ FUZZ_RUNS: String(RUNS), FUZZ_SEED: String(SEED) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  }
)
child.stdout.on('data', read)
child.stderr.on('data', read)
const code = await new Promise((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)))

console.log(`\nfuzz summary: seed ${SEED}, ${minutes()} min`)
const width = Math.max(8, ...results.map((result) => result.endpoint.length))
console.log(`${'endpoint'.padEnd(width)}  inputs  5xx  statuses`)
for (const result of results) {
  const statuses = Object.entries(result.statuses)
  const errors = statuses
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0)
  const shown = statuses.map(([status, count]) => `${status}: ${count}`).join(', ')
  const inputs = String(result.runs).padStart(6)
  console.log(
    `${result.endpoint.padEnd(width)}  ${inputs}  ${String(errors).padStart(3)}  ${shown}`
  )
}
const total = results.reduce((sum, result) => sum + result.runs, 0)
if (code === 0) console.log(`PASS ${total} inputs, no 5xx, nothing stored from a refused request`)
else console.log(`${output.join('\n')}\nFAIL (${results.length} of ${ENDPOINTS} endpoints passed)`)
process.exit(code)
