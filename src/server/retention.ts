import { applyD1Retention } from '../db/retention'
import type { Bindings } from '../env'
import { log } from '../lib/log'
import { cutoff, RETENTION, type RetentionKey } from '../lib/retention'
import { configuredTargets, TARGETS } from '../outbox/targets'

/** The daily run (wrangler.toml's second cron, src/scheduled.ts). */
export const RETENTION_CRON = '17 3 * * *'
/** The CMS anonymizes entry by entry: a long list may take a while. */
const CMS_TIMEOUT_MS = 60_000

/** The CMS's cutoffs per record type (cms/src/intake/retention.ts), from the same table. */
function cmsCutoffs(now: number) {
  const iso = (key: RetentionKey) => cutoff(RETENTION[key], now).toISOString()
  return {
    lead: iso('enquiries'),
    career_application: iso('careerApplications'),
    partner_application: iso('partnerApplications'),
    feedback: iso('feedback'),
    newsletter_subscription: {
      unsubscribed: iso('unsubscribedAddresses'),
      pending: iso('unconfirmedSubscriptions'),
    },
  }
}

/** Asks the CMS to apply the same periods to its copies of the form records. */
async function cmsRetention(env: Bindings, now: number) {
  const intake = TARGETS.cms.url(env)
  if (!intake) return
  try {
    const response = await fetch(`${intake}/retention`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${env.CMS_INTAKE_TOKEN!.trim()}`,
      },
      body: JSON.stringify({ cutoffs: cmsCutoffs(now) }),
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    })
    if (!response.ok) {
      await response.body?.cancel()
      log.error('retention.cms-failed', { status: response.status })
      return
    }
    log.info('retention.cms', (await response.json()) as Record<string, unknown>)
  } catch (error) {
    // tried again tomorrow: nothing is lost by a day's wait but a day
    log.error('retention.cms-failed', { error })
  }
}

/**
 * What is past its period goes, every day (docs/leads-and-privacy.md, "Retention"): D1's rows
 * and outbox copies, then the CMS's entries, each with the periods of src/lib/retention.ts.
 */
export async function runRetention(env: Bindings, now: number) {
  const targets = configuredTargets(env).map((target) => target.name)
  const counts = await applyD1Retention(env.DB, now, targets)
  log.info('retention.d1', { ...counts })
  await cmsRetention(env, now)
}
