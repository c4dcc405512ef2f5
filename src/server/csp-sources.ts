import type { Context } from 'hono'
import type { Bindings } from '../env'
import { cmsBaseUrl } from './cms'
import { widgetOrigins } from '../lib/widget'

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
