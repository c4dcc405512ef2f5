// The deploy's size gate: the compressed size of what is uploaded (the worker and its modules,
// gzipped together as wrangler measures it for Cloudflare's limit) against a budget of our own.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const KIB = 1024
/**
 * Our budget: about 1.6 times the bundle of November 2026 (980 KiB), half the Free plan's limit
 * and a sixth of the Paid plan's. Passing it means something grew by half, not that a limit is
 * near: look at what before raising it (docs/operations.md, "The size gate").
 */
export const BUDGET_BYTES = 1536 * KIB
/** Cloudflare's limits on a worker's compressed size (Workers Paid, which the site needs; Free) */
export const PAID_LIMIT_BYTES = 10_000_000
export const FREE_LIMIT_BYTES = 3_000_000

/** What is uploaded from a bundle directory: the script and its modules, not maps or notes. */
function uploaded(name) {
  return !name.endsWith('.map') && name !== 'README.md'
}

/** The bundle in `dir` (wrangler's --outdir): its files, their size, and their size gzipped. */
export function measureBundle(dir) {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && uploaded(entry.name))
    .map((entry) => entry.name)
    // the entry module first, as wrangler lists them
    .sort((a, b) => (a === 'index.js' ? -1 : b === 'index.js' ? 1 : a.localeCompare(b)))
  if (!files.includes('index.js')) throw new Error(`no index.js in ${dir}: not a built worker`)
  const contents = files.map((name) => readFileSync(join(dir, name)))
  const raw = Buffer.concat(contents)
  return { files: files.length, rawBytes: raw.byteLength, gzipBytes: gzipSync(raw).byteLength }
}

const kib = (bytes) => `${(bytes / KIB).toLocaleString('en-US', { maximumFractionDigits: 0 })} KiB`
const percent = (part, whole) => `${Math.round((part / whole) * 100)} %`

/** Judges a measured bundle: `ok` within the budget, and the lines that say so either way. */
export function sizeGate(measured, budget = BUDGET_BYTES) {
  const { files, rawBytes, gzipBytes } = measured
  const ok = gzipBytes <= budget
  const lines = [
    `bundle  ${kib(gzipBytes)} gzip (${kib(rawBytes)} raw, ${files} files)`,
    `budget  ${kib(budget)} gzip: ${percent(gzipBytes, budget)} used${ok ? '' : ', OVER BUDGET'}`,
    `limit   ${kib(PAID_LIMIT_BYTES)} on Workers Paid (${percent(gzipBytes, PAID_LIMIT_BYTES)}), ` +
      `${kib(FREE_LIMIT_BYTES)} on Free (${percent(gzipBytes, FREE_LIMIT_BYTES)})`,
  ]
  if (!ok) {
    lines.push(
      `the bundle is ${kib(gzipBytes - budget)} over its budget: find what grew ` +
        '(wrangler deploy --dry-run --outdir DIR --metafile, then esbuild.github.io/analyze)' +
        ' before raising BUDGET_BYTES in scripts/deploy/size-gate.mjs'
    )
  }
  return { ok, lines }
}
