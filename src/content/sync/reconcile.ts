import { CONTENT_KINDS, type ContentKind } from '../../../cms/src/content-model'
import { knownDocuments, readMark, readPass, saveMark, savePass } from '../../db/content-sync-state'
import { STRAPI_PAGE, strapiReader, type StrapiReader } from './strapi-reader'
import { syncDocuments, type SyncEnv, type SyncResult } from './sync-documents'

/**
 * The reconcile: what heals a lost webhook. Used by the cron (a slice each minute) and by
 * `npm run cms:sync` (through POST /api/cms/sync, step after step until done), both resumable
 * from D1's marks:
 * - the changes pass: per kind, every CMS entry changed since the kind's mark (any locale, by
 *   Strapi's `updatedAt`), fetched and synced, the mark moved past it;
 * - the presence pass, every PASS_EVERY_MS: every published document compared with the ones
 *   D1 holds, 100 at a time: what the CMS has and D1 lacks is synced, what D1 has and the CMS no
 *   longer publishes (unpublished, deleted: no `updatedAt` tells) is taken off the site.
 * Both are idempotent: a document synced again unchanged writes nothing.
 */

/** How often the presence pass runs through the whole content. */
export const PASS_EVERY_MS = 60 * 60 * 1000
/**
 * The changes pass takes no change newer than this before the kind's newest in the CMS (its
 * clock, not the worker's): an entry Strapi stamped a moment before another but committed after
 * it is then still found, and no change is read twice.
 */
const SETTLE_MS = 10_000

export interface StepOptions {
  /** how many documents a step may fetch and sync (D1's and the Worker's limits per request) */
  budget: number
  /** start a presence pass now (the script), or when one is due (the cron) */
  presence: 'now' | 'due'
}

export interface StepReport extends SyncResult {
  /** where the step left off */
  phase: 'changes' | 'presence' | 'idle'
  kind: ContentKind | null
  /** documents compared by the presence pass */
  checked: number
  /** true when nothing is left for now: the changes caught up and no pass running */
  done: boolean
}

const emptyReport = (): StepReport => ({
  written: 0,
  removed: 0,
  unchanged: 0,
  skipped: [],
  scopes: [],
  phase: 'idle',
  kind: null,
  checked: 0,
  done: false,
})

function add(report: StepReport, result: SyncResult) {
  report.written += result.written
  report.removed += result.removed
  report.unchanged += result.unchanged
  report.skipped.push(...result.skipped)
  report.scopes = [...new Set([...report.scopes, ...result.scopes])]
}

/**
 * Syncs a kind's changes since its mark, within the budget; true when it has caught up. Only
 * settled changes are taken (up to SETTLE_MS before the CMS's newest): a later one waits for the
 * next step, or arrives by its webhook or the presence pass meanwhile.
 */
async function changesOf(
  env: SyncEnv,
  reader: StrapiReader,
  kind: ContentKind,
  report: StepReport,
  budget: { left: number }
): Promise<boolean> {
  const newest = await reader.newest(kind)
  if (newest === null) return true
  const settled = new Date(Date.parse(newest) - SETTLE_MS).toISOString()
  let mark = await readMark(env.DB, kind)
  while (budget.left > 0) {
    const changes = await reader.changes(kind, mark, settled)
    if (changes.length === 0) return true
    const documents = [...new Set(changes.map((change) => change.documentId))]
    add(report, await syncDocuments(env, new Map([[kind, new Set(documents)]])))
    budget.left -= documents.length
    mark = changes.at(-1)!
    await saveMark(env.DB, kind, mark)
    if (changes.length < STRAPI_PAGE) return true
  }
  return false
}

/** One page of the presence pass; the pass's state moved on. */
async function presenceStep(env: SyncEnv, reader: StrapiReader, report: StepReport) {
  const pass = await readPass(env.DB)
  const kind = pass.kind as ContentKind
  const published = await reader.documentIds(kind, pass.after)
  const ended = published.length < STRAPI_PAGE
  const known = await knownDocuments(env.DB, kind, pass.after, ended ? null : published.at(-1)!)
  const present = new Set(published)
  const held = new Set(known)
  const differing = [
    ...published.filter((id) => !held.has(id)),
    ...known.filter((id) => !present.has(id)),
  ]
  report.checked += published.length
  if (differing.length) add(report, await syncDocuments(env, new Map([[kind, new Set(differing)]])))
  const next = CONTENT_KINDS[CONTENT_KINDS.indexOf(kind) + 1]
  if (!ended) await savePass(env.DB, { ...pass, after: published.at(-1)! })
  else if (next) await savePass(env.DB, { ...pass, kind: next, after: '' })
  else await savePass(env.DB, { ...pass, kind: null, after: '', doneAt: new Date().toISOString() })
  return differing.length
}

/** One step of the reconcile: the changes pass first, then a slice of the presence pass. */
export async function reconcileStep(env: SyncEnv, options: StepOptions): Promise<StepReport> {
  const reader = strapiReader(env)
  const report = emptyReport()
  const budget = { left: options.budget }
  for (const kind of CONTENT_KINDS) {
    report.phase = 'changes'
    report.kind = kind
    if (!(await changesOf(env, reader, kind, report, budget))) return report
  }
  let pass = await readPass(env.DB)
  const due = !pass.doneAt || Date.now() - Date.parse(pass.doneAt) >= PASS_EVERY_MS
  if (options.presence === 'now' || (pass.kind === null && due)) {
    if (pass.kind === null || options.presence === 'now') {
      pass = {
        kind: CONTENT_KINDS[0]!,
        after: '',
        startedAt: new Date().toISOString(),
        doneAt: pass.doneAt,
      }
      await savePass(env.DB, pass)
    }
  }
  while (pass.kind !== null && budget.left > 0) {
    report.phase = 'presence'
    report.kind = pass.kind as ContentKind
    // a page of ids costs a CMS request and a D1 query: ten of them fill a step of 100
    budget.left -= 10 + (await presenceStep(env, reader, report))
    pass = await readPass(env.DB)
  }
  report.done = pass.kind === null
  if (report.done) {
    report.phase = 'idle'
    report.kind = null
  }
  return report
}
