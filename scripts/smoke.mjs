// `npm run smoke -- ORIGIN`: checks a running site (a deployment, or `npm run preview`) and exits
// non-zero with a readable report when anything a visitor or a crawler meets is broken.
import { formatReport, runSmoke } from './smoke/checks.mjs'

const origin = process.argv[2]
if (!origin || !/^https?:\/\/[^/]+\/?$/.test(origin)) {
  console.error(
    'usage: npm run smoke -- ORIGIN   (e.g. http://127.0.0.1:8787 or https://arcadia-estates.ae)'
  )
  process.exit(2)
}
const started = Date.now()
console.log(`smoke: checking ${origin} (about 40 requests)...`)
const results = await runSmoke(origin)
console.log(formatReport(origin, results, ((Date.now() - started) / 1000).toFixed(1)))
process.exit(results.every((result) => result.ok) ? 0 : 1)
