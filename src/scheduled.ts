import { deleteExpiredAnswers } from './db/idempotency-keys'
import { deleteOldWindows } from './db/rate-limits'
import type { Bindings } from './env'
import { log } from './lib/log'
import { deliverDue } from './outbox/deliver'
import { syncContentSlice } from './content/sync/cron'
import { loggedCron } from './server/request-log'

/**
 * The cron trigger (every minute, wrangler.toml): forwards due outbox rows to the CRM (a
 * delivery failing for too long becomes a dead letter), removes expired idempotency answers
 * and rate-limit windows, and takes a slice of the CMS reconcile (src/content/sync/cron.ts).
 */
export function scheduled(
  controller: ScheduledController,
  env: Bindings,
  _ctx: ExecutionContext
): Promise<void> {
  return loggedCron(controller.cron, async () => {
    const now = controller.scheduledTime
    const counts = await deliverDue(env, { now })
    if (counts.delivered + counts.failed + counts.dead > 0) log.info('outbox.run', counts)
    await Promise.all([deleteExpiredAnswers(env.DB, now), deleteOldWindows(env.DB, now)])
    await syncContentSlice(env)
  })
}
