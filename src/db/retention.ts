import { cutoff, OUTBOX_COPY, RETENTION, type RetentionKey } from '../lib/retention'
import { deleteExpiredAnswers } from './idempotency-keys'
import type { TargetName } from './outbox-deliveries'
import { CLEAR_ERASED_OUTBOX_SQL, eraseAssignments, PERSONAL_TABLES } from './personal-data'

/** When a row of each table is past its period, as SQL with the cutoffs it needs. */
const EXPIRED: Record<string, { where: string; periods: RetentionKey[] }> = {
  leads: { where: 'created_at < ?2', periods: ['enquiries'] },
  career_applications: { where: 'created_at < ?2', periods: ['careerApplications'] },
  partner_applications: { where: 'created_at < ?2', periods: ['partnerApplications'] },
  feedback: { where: 'created_at < ?2', periods: ['feedback'] },
  // a confirmed address stays until it unsubscribes
  newsletter_subscriptions: {
    where: `(status = 'unsubscribed' AND COALESCE(status_changed_at, created_at) < ?2)
      OR (status = 'pending' AND COALESCE(status_changed_at, created_at) < ?3)`,
    periods: ['unsubscribedAddresses', 'unconfirmedSubscriptions'],
  },
}

export interface RetentionCounts {
  /** rows whose personal fields were emptied, per table */
  erased: Record<string, number>
  /** outbox copies cleared: delivered to every target, or of an erased row */
  outboxCleared: number
  /** deliveries given up: to a target that is not configured, or of a cleared copy */
  deliveriesCancelled: number
  idempotencyAnswers: number
}

/**
 * What the daily job does to D1 at `now`, in one transaction: rows past their period (the
 * table in src/lib/retention.ts) lose their personal fields; an outbox record's copy is cleared
 * a week after every configured target has it (a delivery to a target that is not configured
 * is given up then), and at once when its row was erased; expired idempotency answers go.
 */
export async function applyD1Retention(
  db: D1Database,
  now: number,
  configured: readonly TargetName[]
): Promise<RetentionCounts> {
  const at = new Date(now).toISOString()
  const iso = (key: RetentionKey) => cutoff(RETENTION[key], now).toISOString()
  const erasures = PERSONAL_TABLES.map(({ table, ...rest }) => {
    const expired = EXPIRED[table]!
    return db
      .prepare(
        `UPDATE ${table} SET ${eraseAssignments({ table, ...rest })}
         WHERE erased_at IS NULL AND (${expired.where})`
      )
      .bind(at, ...expired.periods.map(iso))
  })
  const copyCutoff = cutoff(OUTBOX_COPY, now).toISOString()
  const results = await db.batch([
    ...erasures,
    db
      .prepare(
        `UPDATE outbox_deliveries SET status = 'cancelled', lease_until = 0,
          last_error = 'not sent: the target was not configured within a week'
         WHERE status = 'pending' AND target NOT IN (SELECT value FROM json_each(?1))
           AND record_id IN (SELECT id FROM webhook_outbox WHERE created_at < ?2 AND payload <> '')`
      )
      .bind(JSON.stringify(configured), copyCutoff),
    db
      .prepare(
        `UPDATE webhook_outbox SET payload = '', status = 'delivered'
         WHERE payload <> '' AND created_at < ?1 AND NOT EXISTS (SELECT 1 FROM outbox_deliveries d
           WHERE d.record_id = webhook_outbox.id AND d.status IN ('pending', 'dead'))`
      )
      .bind(copyCutoff),
    ...CLEAR_ERASED_OUTBOX_SQL.map((sql) => db.prepare(sql)),
    deleteExpiredAnswers(db, now),
  ])
  const changes = results.map((result) => result.meta.changes ?? 0)
  const erased = Object.fromEntries(PERSONAL_TABLES.map(({ table }, i) => [table, changes[i]!]))
  const [unconfigured, delivered, erasedCopies, cancelledCopies, answers] = changes.slice(
    PERSONAL_TABLES.length
  )
  return {
    erased,
    outboxCleared: delivered! + erasedCopies!,
    deliveriesCancelled: unconfigured! + cancelledCopies!,
    idempotencyAnswers: answers!,
  }
}
