import type { TargetName } from '../db/outbox-deliveries'
import type { Bindings } from '../env'
import { cmsBaseUrl } from '../lib/cms-url'
import { signedHeaders } from './signature'

export type TargetEnv = Pick<
  Bindings,
  'LEAD_WEBHOOK_URL' | 'WEBHOOK_SECRET' | 'CMS_URL' | 'CMS_INTAKE_TOKEN'
>

/** One attempt of one record to one target. */
export interface Attempt {
  id: string
  attempt: number
  body: string
  at: Date
}

/**
 * A place every record is delivered to, on its own schedule (migration 0041 writes a delivery
 * per record and target: the CRM gets every record, the CMS every form record). `url` is
 * undefined while the target is not configured: its deliveries then wait.
 */
export interface Target {
  name: TargetName
  /** how the target is named in logs and /healthz, and what configures it */
  describe: string
  url(env: TargetEnv): string | undefined
  headers(env: TargetEnv, attempt: Attempt): Record<string, string>
}

const common = ({ id, attempt }: Attempt) => ({
  'Content-Type': 'application/json',
  'Idempotency-Key': id,
  'X-Delivery-Attempt': String(attempt),
  'User-Agent': 'arcadia-estates-lead-forwarder',
})

/** The CRM at LEAD_WEBHOOK_URL; signed (Standard Webhooks) when WEBHOOK_SECRET is set. */
const crm: Target = {
  name: 'crm',
  describe: 'LEAD_WEBHOOK_URL',
  url: (env) => env.LEAD_WEBHOOK_URL?.trim() || undefined,
  headers: (env, attempt) => {
    const secret = env.WEBHOOK_SECRET?.trim()
    if (!secret) return common(attempt)
    return { ...common(attempt), ...signedHeaders(secret, attempt.id, attempt.body, attempt.at) }
  },
}

/**
 * The CMS's intake (cms/src/api/intake), which keeps each form record in its collection once by
 * its id: configured by CMS_URL and the token both sides hold, CMS_INTAKE_TOKEN.
 */
const cms: Target = {
  name: 'cms',
  describe: 'CMS_URL and CMS_INTAKE_TOKEN',
  url: (env) => {
    const base = cmsBaseUrl(env.CMS_URL)
    return base && env.CMS_INTAKE_TOKEN?.trim() ? `${base}/intake` : undefined
  },
  headers: (env, attempt) => ({
    ...common(attempt),
    Authorization: `Bearer ${env.CMS_INTAKE_TOKEN!.trim()}`,
  }),
}

export const TARGETS: Record<TargetName, Target> = { crm, cms }

/** The targets deliveries go to now. */
export function configuredTargets(env: TargetEnv): Target[] {
  return Object.values(TARGETS).filter((target) => target.url(env) !== undefined)
}
