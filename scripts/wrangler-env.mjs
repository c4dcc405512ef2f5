import { delimiter, resolve } from 'node:path'

/** Configuration that `npm start` passes through to the worker (docs/configuration.md). */
export const CONFIG_VARS = [
  'CMS_URL',
  'CMS_WEBHOOK_SECRET',
  'CMS_API_TOKEN',
  'PREVIEW_SECRET',
  'CMS_PROXY_SECRET',
  'MEDIA_ORIGIN',
  'LEAD_WEBHOOK_URL',
  'WEBHOOK_SECRET',
  'CMS_INTAKE_TOKEN',
  'NEWSLETTER_SECRET',
  'WIDGET_SCRIPT_URL',
  'AFFILIATE_CLICK_URL',
  'TURNSTILE_SITE_KEY',
  'TURNSTILE_SECRET_KEY',
  'PUBLIC_ORIGIN',
  'CF_ANALYTICS_TOKEN',
  'OUTBOX_DEAD_AFTER_HOURS',
  'NOINDEX',
]

/**
 * The environment for every wrangler run: Node 22 from node_modules/.bin first on the PATH
 * (wrangler needs it; the machines have Node 20), no telemetry, no prompts.
 */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}`,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CI: process.env.CI ?? 'true',
    ...extra,
  }
}
