// The whole printed report, from the figures a run measured (or bench-results/latest.json).
import { reportLighthouse } from './report-lighthouse.mjs'
import { reportCpu, reportThroughput } from './report-server.mjs'
import { reportWeight } from './report-weight.mjs'

export const SECTIONS = ['page weight', 'throughput', 'cpu', 'lighthouse']

/** Prints every measured section with its bars; answers the checks. */
export function printReport(results) {
  console.log(`\n==== Arcadia Estates bench, commit ${results.commit}, ${results.date} ====`)
  if (results.served) console.log(`served: ${results.served}`)
  const checks = {}
  if (results.pages) Object.assign(checks, reportWeight(results.pages))
  if (results.throughput) Object.assign(checks, reportThroughput(results.throughput))
  if (results.cpu) Object.assign(checks, reportCpu(results.cpu))
  if (results.lighthouse) {
    Object.assign(
      checks,
      reportLighthouse(results.lighthouse, results.lighthouseRuns, results.lighthouseBusy)
    )
  }
  const skipped = SECTIONS.filter((section) => !results.sections.includes(section))
  if (skipped.length) console.log(`\nnot measured in this run: ${skipped.join(', ')}`)
  return checks
}
