// The worker tests' side of the fault-injection harness (tests/fault/harness-setup.ts): a lane of
// their own, the neighbours' addresses in it, and faults set and read over HTTP.
import { inject } from 'vitest'

export type Target = 'turnstile' | 'crm' | 'affiliate' | 'cms'
export type Fault =
  | { mode: 'pass' }
  | { mode: 'delay'; ms: number }
  | { mode: 'drop' }
  | { mode: 'reset' }
  | { mode: 'status'; status: number }

/** The harness's secret for Turnstile (tools/faults/fault-server.mjs). */
export const HARNESS_TURNSTILE_SECRET = '0x4AAAAAAAfault-harness-secret'

export function harnessLane(name: string) {
  const lane = `${name}-${crypto.randomUUID().slice(0, 8)}`
  const base = `${inject('faultUrl')}/${lane}`
  const control = (command: string, body?: object) =>
    fetch(`${base}/${command}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
  return {
    /** the configuration that sends the worker's calls through this lane */
    vars: {
      TURNSTILE_VERIFY_URL: `${base}/turnstile/siteverify`,
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_SECRET_KEY: HARNESS_TURNSTILE_SECRET,
      LEAD_WEBHOOK_URL: `${base}/crm/leads`,
      AFFILIATE_CLICK_URL: `${base}/affiliate/click`,
      CMS_URL: `${base}/cms/api`,
    },
    async fault(target: Target, fault: Fault) {
      const response = await control('__fault', { target, ...fault })
      if (!response.ok) throw new Error(`harness refused the fault: ${await response.text()}`)
    },
    async token(hostname: string, action: string): Promise<string> {
      const response = await control('__turnstile/issue', { hostname, action })
      return ((await response.json()) as { token: string }).token
    },
    async received(target: Target) {
      const response = await control(`__requests?target=${target}`)
      return (await response.json()) as { idempotencyKey: string | null; fault: string }[]
    },
    reset: () => control('__reset', {}).then(() => undefined),
  }
}
