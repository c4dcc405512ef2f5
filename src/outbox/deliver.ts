import type { Bindings } from '../env'
import {
  claimOutboxRow,
  dueOutboxIds,
  markDead,
  markDelivered,
  markFailed,
  type Failure,
} from '../db/webhook-outbox'
import { remainingMs, signalFor } from '../lib/budget'
import { log } from '../lib/log'
import { TIMEOUT_MS } from '../lib/timeouts'
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 60 * 60 * 1000

/** 30 s after the first failure, doubling to at most an hour, until accepted or dead. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS)
}

/** A weekend's outage of the CRM, and a working day to notice it, before anyone must act. */
export const DEFAULT_DEAD_AFTER_HOURS = 72
const HOUR_MS = 60 * 60 * 1000

/** How long one delivery may keep failing before it is a dead letter (`OUTBOX_DEAD_AFTER_HOURS`). */
export function deadAfterMs(env: Pick<Bindings, 'OUTBOX_DEAD_AFTER_HOURS'>): number {
  const hours = Number(env.OUTBOX_DEAD_AFTER_HOURS)
  return (Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_DEAD_AFTER_HOURS) * HOUR_MS
}

export interface DeliveryOptions {
  /** the moment the attempt is judged against (the scheduled time under cron) */
  now?: number
  fetch?: typeof fetch
}

export type DeliveryOutcome = 'delivered' | 'failed' | 'dead' | 'skipped'

type DeliveryEnv = Pick<Bindings, 'DB' | 'LEAD_WEBHOOK_URL' | 'OUTBOX_DEAD_AFTER_HOURS'>

/**
 * One attempt to hand one outbox row to the CRM. The row's id travels as the delivery's
 * Idempotency-Key, so a CRM that sees a retry of a delivery it already accepted can tell.
 */
export async function deliverOne(
  env: DeliveryEnv,
  id: string,
  options: DeliveryOptions = {}
): Promise<DeliveryOutcome> {
  const url = env.LEAD_WEBHOOK_URL?.trim()
  if (!url) return 'skipped'
  const now = options.now ?? Date.now()
  const row = await claimOutboxRow(env.DB, id, now)
  if (!row) return 'skipped'

  const send = options.fetch ?? fetch
  let status: number | null = null
  let error: string
  try {
    const response = await send(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': row.id,
        'X-Delivery-Attempt': String(row.attempts),
        'User-Agent': 'arcadia-estates-lead-forwarder',
      },
      body: row.payload,
      // how long the CRM gets to answer one delivery (src/lib/timeouts.ts)
      signal: signalFor('crmDelivery'),
    })
    status = response.status
    // Free the connection; the CRM's answer body is not used
    await response.body?.cancel()
    if (response.ok) {
      await markDelivered(env.DB, row.id, status, new Date().toISOString())
      return 'delivered'
    }
    error = `CRM answered ${status}`
  } catch (failure) {
    error = failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure)
  }
  const failure: Failure = { status, error, failingSince: row.failing_since ?? now }
  if (now - failure.failingSince < deadAfterMs(env)) {
    await markFailed(env.DB, row.id, { ...failure, retryAt: now + retryDelay(row.attempts) })
    return 'failed'
  }
  // The one alert for this delivery: it is never due again, so this runs once
  await markDead(env.DB, row.id, { ...failure, at: new Date(now).toISOString() })
  log.error('outbox.dead-letter', {
    id: row.id,
    type: row.record_type,
    attempts: row.attempts,
    failingHours: Math.round((now - failure.failingSince) / HOUR_MS),
    lastStatus: status,
    lastError: error,
  })
  return 'dead'
}

/** Delivers every due row, a few at a time; used by the scheduled handler. */
export async function deliverDue(
  env: DeliveryEnv,
  options: DeliveryOptions & { limit?: number; concurrency?: number } = {}
) {
  const counts: Record<DeliveryOutcome, number> = { delivered: 0, failed: 0, dead: 0, skipped: 0 }
  if (!env.LEAD_WEBHOOK_URL?.trim()) return counts
  const now = options.now ?? Date.now()
  const ids = await dueOutboxIds(env.DB, now, options.limit ?? 100)
  const concurrency = options.concurrency ?? 6
  for (let start = 0; start < ids.length; start += concurrency) {
    // The run's budget (src/lib/timeouts.ts) ends before the next minute's run: rows not tried
    // are still due, and the next run takes them
    if (remainingMs() < TIMEOUT_MS.crmDelivery) break
    const outcomes = await Promise.all(
      ids.slice(start, start + concurrency).map((id) => deliverOne(env, id, { ...options, now }))
    )
    for (const outcome of outcomes) counts[outcome] += 1
  }
  return counts
}
