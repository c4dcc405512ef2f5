import type { Bindings } from '../../env'
import { log } from '../../lib/log'
import { cmsBaseUrl } from '../../lib/cms-url'
import { reconcileStep } from './reconcile'

/** A cron tick's share: small, so it ends well within a scheduled run's limits. */
const CRON_BUDGET = 50

/**
 * The reconcile's slice of each minute's cron (src/scheduled.ts), where a CMS is configured:
 * changes a lost webhook left out arrive within minutes, unpublished documents within the
 * presence pass (PASS_EVERY_MS). A CMS that is down is logged and tried again next minute.
 */
export async function syncContentSlice(env: Bindings): Promise<void> {
  if (!cmsBaseUrl(env.CMS_URL)) return
  try {
    const report = await reconcileStep(env, { budget: CRON_BUDGET, presence: 'due' })
    if (report.written + report.removed + report.skipped.length > 0) {
      log.info('content.sync-run', {
        written: report.written,
        removed: report.removed,
        skipped: report.skipped.length,
        scopes: report.scopes.length,
        phase: report.phase,
      })
    }
  } catch (error) {
    log.error('content.sync-failed', { what: 'cron', error })
  }
}
