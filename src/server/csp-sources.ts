import type { Context } from 'hono'
import type { Bindings } from '../env'
import { cmsBaseUrl } from './cms'
import { widgetOrigins } from '../lib/widget'
import { analyticsToken, BEACON_REPORT_ORIGIN, BEACON_SCRIPT_ORIGIN } from '../lib/web-analytics'

/**
 * Per-response CSP sources that depend on configuration; each is empty when its variable is
 * unset (src/server/security-headers.ts).
 */
export const widgetSources = (c: Context): string =>
  widgetOrigins((c.env as Bindings | undefined)?.WIDGET_SCRIPT_URL).join(' ')

/** The widget script's own origin, the one third party script-src names. */
export const widgetScriptSource = (c: Context): string =>
  widgetOrigins((c.env as Bindings | undefined)?.WIDGET_SCRIPT_URL)[0] ?? ''

/** Strapi serves uploads (a partner's photo) from its own origin. */
export const cmsMediaSource = (c: Context): string => {
  const base = cmsBaseUrl((c.env as Bindings | undefined)?.CMS_URL)
  return base ? new URL(base).origin : ''
}

const analyticsOn = (c: Context): boolean =>
  analyticsToken((c.env as Bindings | undefined)?.CF_ANALYTICS_TOKEN) !== null

/** Cloudflare Web Analytics' beacon script, when its token is configured. */
export const analyticsScriptSource = (c: Context): string =>
  analyticsOn(c) ? BEACON_SCRIPT_ORIGIN : ''

/** Where the beacon reports, when its token is configured. */
export const analyticsConnectSource = (c: Context): string =>
  analyticsOn(c) ? BEACON_REPORT_ORIGIN : ''
