import { deleteExpiredAnswers } from './db/idempotency-keys'
import { deleteOldWindows } from './db/rate-limits'
import type { Bindings } from './env'
import { deliverDue } from './outbox/deliver'

/**
 * The cron trigger (every minute, wrangler.toml): forwards due outbox rows to the CRM and
 * removes expired idempotency answers and rate-limit windows.
 */
export async function scheduled(
  controller: ScheduledController,
  env: Bindings,
  _ctx: ExecutionContext
): Promise<void> {
  const now = controller.scheduledTime
  const counts = await deliverDue(env, { now })
  if (counts.delivered + counts.failed > 0) console.log('outbox', counts)
  await Promise.all([deleteExpiredAnswers(env.DB, now), deleteOldWindows(env.DB, now)])
}
