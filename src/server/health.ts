import { deliveryBacklog, type TargetName } from '../db/outbox-deliveries'
import type { Bindings } from '../env'
import { TIMEOUT_MS } from '../lib/timeouts'
import { configuredTargets, TARGETS } from '../outbox/targets'
import { cmsBaseUrl } from '../lib/cms-url'

/** A dependency slower than this counts as down: a health check must answer while things fail. */
export const CHECK_TIMEOUT_MS = TIMEOUT_MS.healthCheck
/** The cron runs every minute; a record waiting longer than this is not reaching its target. */
export const BACKLOG_ALERT_SECONDS = 60 * 60

type CheckStatus = 'ok' | 'degraded' | 'down' | 'skipped'
export interface Check {
  status: CheckStatus
  [detail: string]: unknown
}
export interface Health {
  status: 'ok' | 'degraded' | 'down'
  checks: { d1: Check; outbox: Check; cms: Check }
  version: string
}

async function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS
    )
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error))

const ageSeconds = (at: string | null) =>
  at ? Math.max(0, Math.round((Date.now() - Date.parse(at)) / 1000)) : null

/**
 * D1 answers, and the outbox's backlog per target (the CRM, the CMS): judged only for the
 * targets configured to receive it; the totals are theirs (every target's while none is).
 */
async function dataChecks(env: Bindings): Promise<{ d1: Check; outbox: Check }> {
  const started = Date.now()
  try {
    const backlog = await withTimeout(deliveryBacklog(env.DB))
    const d1: Check = { status: 'ok', latencyMs: Date.now() - started }
    const configured = configuredTargets(env).map((target) => target.name)
    const counted = configured.length ? configured : (Object.keys(backlog) as TargetName[])
    const oldest = counted
      .map((name) => backlog[name].oldestPendingAt)
      .filter((at): at is string => at !== null)
      .sort()[0]
    const details = {
      pending: counted.reduce((sum, name) => sum + backlog[name].pending, 0),
      oldestPendingAgeSeconds: ageSeconds(oldest ?? null),
      dead: counted.reduce((sum, name) => sum + backlog[name].dead, 0),
      targets: Object.fromEntries(
        Object.entries(backlog).map(([name, target]) => [
          name,
          {
            configured: configured.includes(name as TargetName),
            pending: target.pending,
            oldestPendingAgeSeconds: ageSeconds(target.oldestPendingAt),
            dead: target.dead,
          },
        ])
      ),
    }
    if (configured.length === 0) {
      const reason = `no delivery target configured (${Object.values(TARGETS)
        .map((target) => target.describe)
        .join('; ')})`
      return { d1, outbox: { status: 'skipped', reason, ...details } }
    }
    const late =
      details.oldestPendingAgeSeconds !== null &&
      details.oldestPendingAgeSeconds > BACKLOG_ALERT_SECONDS
    return { d1, outbox: { status: late || details.dead > 0 ? 'degraded' : 'ok', ...details } }
  } catch (error) {
    const down: Check = { status: 'down', error: failure(error) }
    return { d1: down, outbox: { status: 'skipped', reason: 'D1 unavailable' } }
  }
}

/** Strapi's own `/_health` (204 while it serves), when the site is configured with a CMS. */
async function cmsCheck(env: Bindings): Promise<Check> {
  const base = cmsBaseUrl(env.CMS_URL)
  if (!base) return { status: 'skipped', reason: 'CMS_URL not set' }
  const started = Date.now()
  try {
    const response = await fetch(`${new URL(base).origin}/_health`, {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      redirect: 'manual',
    })
    await response.body?.cancel()
    const latencyMs = Date.now() - started
    if (response.ok) return { status: 'ok', latencyMs }
    return { status: 'down', latencyMs, error: `answered ${response.status}` }
  } catch (error) {
    return { status: 'down', error: failure(error) }
  }
}

/**
 * `GET /healthz` (DESIGN.md): down when D1 is (nothing can be stored), degraded when the CMS or
 * the deliveries to a target are (pages still read D1; leads still wait safely in it).
 */
export async function checkHealth(env: Bindings): Promise<Health> {
  const [{ d1, outbox }, cms] = await Promise.all([dataChecks(env), cmsCheck(env)])
  const status =
    d1.status === 'down'
      ? 'down'
      : outbox.status === 'degraded' || cms.status === 'down'
        ? 'degraded'
        : 'ok'
  return { status, checks: { d1, outbox, cms }, version: env.CF_VERSION_METADATA?.id ?? 'local' }
}
