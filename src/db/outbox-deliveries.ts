import type { RecordType } from './webhook-outbox'

/** How long a sender holds a delivery it is making; another sender skips it until then. */
export const LEASE_MS = 60_000

/** Where a record goes (migration 0041 writes one delivery per target; src/outbox/targets.ts). */
export type TargetName = 'crm' | 'cms'

export interface Delivery {
  record_id: string
  target: TargetName
  status: 'pending' | 'delivered' | 'dead' | 'cancelled'
  attempts: number
  next_attempt_at: number
  lease_until: number
  last_status: number | null
  last_error: string | null
  delivered_at: string | null
  /** epoch ms of the first failed attempt, null until one fails */
  failing_since: number | null
  dead_at: string | null
}

/** Deliveries due to these targets and not held by another sender, oldest first. */
export async function dueDeliveries(
  db: D1Database,
  targets: readonly TargetName[],
  now: number,
  limit: number
) {
  if (targets.length === 0) return []
  const { results } = await db
    .prepare(
      `SELECT record_id, target FROM outbox_deliveries
       WHERE target IN (SELECT value FROM json_each(?3)) AND status = 'pending'
         AND next_attempt_at <= ?1 AND lease_until <= ?1
       ORDER BY next_attempt_at LIMIT ?2`
    )
    .bind(now, limit, JSON.stringify(targets))
    .all<{ record_id: string; target: TargetName }>()
  return results
}

/** A claimed delivery: its record's type and payload with it. */
export type ClaimedDelivery = Pick<Delivery, 'record_id' | 'attempts' | 'failing_since'> & {
  record_type: RecordType
  payload: string
}

/**
 * Takes one delivery for an attempt. D1 runs one write at a time, so of two senders racing for
 * the same delivery exactly one gets it back; the other gets null.
 */
export function claimDelivery(db: D1Database, id: string, target: TargetName, now: number) {
  return db
    .prepare(
      `UPDATE outbox_deliveries SET lease_until = ?1 + ?4, attempts = attempts + 1
       WHERE record_id = ?2 AND target = ?3 AND status = 'pending' AND next_attempt_at <= ?1
         AND lease_until <= ?1
       RETURNING record_id, attempts, failing_since,
         (SELECT record_type FROM webhook_outbox WHERE id = record_id) AS record_type,
         (SELECT payload FROM webhook_outbox WHERE id = record_id) AS payload`
    )
    .bind(now, id, target, LEASE_MS)
    .first<ClaimedDelivery>()
}

export function markDelivered(
  db: D1Database,
  id: string,
  target: TargetName,
  status: number,
  at: string
) {
  return db
    .prepare(
      `UPDATE outbox_deliveries SET status = 'delivered', delivered_at = ?, last_status = ?,
        last_error = NULL, lease_until = 0 WHERE record_id = ? AND target = ?`
    )
    .bind(at, status, id, target)
    .run()
}

export interface Failure {
  status: number | null
  error: string
  /** when the delivery first failed: kept from the row, or this attempt's time */
  failingSince: number
}

export function markFailed(
  db: D1Database,
  id: string,
  target: TargetName,
  failure: Failure & { retryAt: number }
) {
  return db
    .prepare(
      `UPDATE outbox_deliveries SET last_status = ?, last_error = ?, next_attempt_at = ?,
        failing_since = ?, lease_until = 0 WHERE record_id = ? AND target = ?`
    )
    .bind(
      failure.status,
      failure.error.slice(0, 500),
      failure.retryAt,
      failure.failingSince,
      id,
      target
    )
    .run()
}

/** Given up on: never due again until `npm run outbox -- replay` puts it back. */
export function markDead(
  db: D1Database,
  id: string,
  target: TargetName,
  failure: Failure & { at: string }
) {
  return db
    .prepare(
      `UPDATE outbox_deliveries SET status = 'dead', dead_at = ?, last_status = ?, last_error = ?,
        failing_since = ?, lease_until = 0 WHERE record_id = ? AND target = ?`
    )
    .bind(failure.at, failure.status, failure.error.slice(0, 500), failure.failingSince, id, target)
    .run()
}

export interface TargetBacklog {
  /** deliveries waiting */
  pending: number
  /** when the record of the oldest waiting delivery was written */
  oldestPendingAt: string | null
  dead: number
}

/** The backlog `/healthz` reports per target: what waits, since when, what was given up on. */
export async function deliveryBacklog(db: D1Database): Promise<Record<TargetName, TargetBacklog>> {
  const { results } = await db
    .prepare(
      `SELECT d.target, COALESCE(SUM(d.status = 'pending'), 0) AS pending,
        COALESCE(SUM(d.status = 'dead'), 0) AS dead,
        MIN(CASE WHEN d.status = 'pending' THEN o.created_at END) AS oldest
       FROM outbox_deliveries d JOIN webhook_outbox o ON o.id = d.record_id
       WHERE d.status IN ('pending', 'dead') GROUP BY d.target`
    )
    .all<{ target: TargetName; pending: number; dead: number; oldest: string | null }>()
  const backlog: Record<TargetName, TargetBacklog> = {
    crm: { pending: 0, oldestPendingAt: null, dead: 0 },
    cms: { pending: 0, oldestPendingAt: null, dead: 0 },
  }
  for (const row of results) {
    backlog[row.target] = { pending: row.pending, oldestPendingAt: row.oldest, dead: row.dead }
  }
  return backlog
}
