import { timedDatabase } from './db/d1-session'
import { deleteExpiredAnswers } from './db/idempotency-keys'
import type { Bindings } from './env'
import { log } from './lib/log'
import { deliverDue } from './outbox/deliver'
import { withBudget } from './lib/budget'
import { loggedCron } from './server/request-log'

/**
 * The cron trigger (every minute, wrangler.toml): forwards due outbox rows to the CRM (a
 * delivery failing for too long becomes a dead letter) and removes expired idempotency answers,
 * within the cron's budget (src/lib/timeouts.ts).
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
      const counts = await deliverDue(env, { now })
      if (counts.delivered + counts.failed + counts.dead > 0) log.info('outbox.run', counts)
      await deleteExpiredAnswers(env.DB, now)
    })
  )
}
