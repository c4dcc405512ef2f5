import { syncContentSlice } from './content/sync/cron'
import { timedDatabase } from './db/d1-session'
import type { Bindings } from './env'
import { withBudget } from './lib/budget'
import { log } from './lib/log'
import { deliverDue } from './outbox/deliver'
import { loggedCron } from './server/request-log'
import { RETENTION_CRON, runRetention } from './server/retention'

/**
 * The cron triggers (wrangler.toml), each run within the cron's budget (src/lib/timeouts.ts).
 * Every minute: forwards due outbox deliveries to the CRM and the CMS (a delivery failing for
 * too long becomes a dead letter) and takes a slice of the CMS reconcile
 * (src/content/sync/cron.ts). Daily (RETENTION_CRON): what is past its retention period, and
 * expired idempotency answers (src/server/retention.ts).
 */
export function scheduled(
  controller: ScheduledController,
  env: Bindings,
  _ctx: ExecutionContext
): Promise<void> {
  return loggedCron(controller.cron, () =>
    withBudget('cron', async () => {
      const now = controller.scheduledTime
      // every D1 call of the run timed too (src/db/d1-session.ts)
      env = { ...env, DB: timedDatabase(env.DB) }
      if (controller.cron === RETENTION_CRON) return runRetention(env, now)
      const counts = await deliverDue(env, { now })
      if (counts.delivered + counts.failed + counts.dead > 0) log.info('outbox.run', counts)
      await syncContentSlice(env)
    })
  )
}
