import type { Bindings } from '../env'
import {
  claimDelivery,
  dueDeliveries,
  markDead,
  markDelivered,
  markFailed,
  type Failure,
  type TargetName,
} from '../db/outbox-deliveries'
import { remainingMs, signalFor } from '../lib/budget'
import { log } from '../lib/log'
import { TIMEOUT_MS } from '../lib/timeouts'
import { configuredTargets, TARGETS, type TargetEnv } from './targets'

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

export type DeliveryEnv = Pick<Bindings, 'DB' | 'OUTBOX_DEAD_AFTER_HOURS'> & TargetEnv

/**
 * One attempt to hand one record to one target. The record's id travels as the delivery's
 * Idempotency-Key (and `webhook-id` when signed), so a target that sees a retry of a delivery
 * it already accepted can tell.
 */
export async function deliverOne(
  env: DeliveryEnv,
  id: string,
  targetName: TargetName,
  options: DeliveryOptions = {}
): Promise<DeliveryOutcome> {
  const target = TARGETS[targetName]
  const url = target.url(env)
  if (!url) return 'skipped'
  const now = options.now ?? Date.now()
  const row = await claimDelivery(env.DB, id, targetName, now)
  if (!row) return 'skipped'

  const send = options.fetch ?? fetch
  let status: number | null = null
  let error: string
  try {
    const attempt = { id: row.record_id, attempt: row.attempts, body: row.payload, at: new Date() }
    const response = await send(url, {
      method: 'POST',
      headers: target.headers(env, attempt),
      body: row.payload,
      // how long a target gets to answer one delivery (src/lib/timeouts.ts)
      signal: signalFor('crmDelivery'),
    })
    status = response.status
    // Free the connection; the answer's body is not used
    await response.body?.cancel()
    if (response.ok) {
      await markDelivered(env.DB, row.record_id, targetName, status, new Date().toISOString())
      return 'delivered'
    }
    error = `${target.describe} answered ${status}`
  } catch (failure) {
    error = failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure)
  }
  const failure: Failure = { status, error, failingSince: row.failing_since ?? now }
  if (now - failure.failingSince < deadAfterMs(env)) {
    const retryAt = now + retryDelay(row.attempts)
    await markFailed(env.DB, row.record_id, targetName, { ...failure, retryAt })
    return 'failed'
  }
  // The one alert for this delivery: it is never due again, so this runs once
  await markDead(env.DB, row.record_id, targetName, { ...failure, at: new Date(now).toISOString() })
  log.error('outbox.dead-letter', {
    id: row.record_id,
    target: targetName,
    type: row.record_type,
    attempts: row.attempts,
    failingHours: Math.round((now - failure.failingSince) / HOUR_MS),
    lastStatus: status,
    lastError: error,
  })
  return 'dead'
}

/** True when a record written now would be forwarded at once: some target is configured. */
export const forwarding = (env: TargetEnv) => configuredTargets(env).length > 0

/**
 * A record just committed, to every configured target at once (side by side: a slow CRM does
 * not hold up the CMS); what fails is left to the cron.
 */
export async function deliverRecord(env: DeliveryEnv, id: string, options: DeliveryOptions = {}) {
  const targets = configuredTargets(env)
  return Promise.all(targets.map((target) => deliverOne(env, id, target.name, options)))
}

/** Delivers every due delivery to the configured targets, a few at a time (the cron). */
export async function deliverDue(
  env: DeliveryEnv,
  options: DeliveryOptions & { limit?: number; concurrency?: number } = {}
) {
  const counts: Record<DeliveryOutcome, number> = { delivered: 0, failed: 0, dead: 0, skipped: 0 }
  const targets = configuredTargets(env).map((target) => target.name)
  if (targets.length === 0) return counts
  const now = options.now ?? Date.now()
  const due = await dueDeliveries(env.DB, targets, now, options.limit ?? 100)
  const concurrency = options.concurrency ?? 6
  for (let start = 0; start < due.length; start += concurrency) {
    // The run's budget (src/lib/timeouts.ts) ends before the next minute's run: rows not tried
    // are still due, and the next run takes them
    if (remainingMs() < TIMEOUT_MS.crmDelivery) break
    const outcomes = await Promise.all(
      due
        .slice(start, start + concurrency)
        .map((d) => deliverOne(env, d.record_id, d.target, { ...options, now }))
    )
    for (const outcome of outcomes) counts[outcome] += 1
  }
  return counts
}
