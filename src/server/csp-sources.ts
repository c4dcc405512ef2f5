import type { Context } from 'hono'
import type { Bindings } from '../env'
import { cmsBaseUrl } from './cms'
import { widgetOrigins } from '../lib/widget'

/**
 * Per-response CSP sources that depend on configuration; each is empty when its variable is
 * unset. script-src never needs them: the widget's script is added by the nonce'd loader and
 * trusted through 'strict-dynamic'.
 */
export const widgetSources = (c: Context): string =>
  widgetOrigins((c.env as Bindings | undefined)?.WIDGET_SCRIPT_URL).join(' ')

/** Strapi serves uploads (a partner's photo) from its own origin. */
export const cmsMediaSource = (c: Context): string => {
  const base = cmsBaseUrl((c.env as Bindings | undefined)?.CMS_URL)
  return base ? new URL(base).origin : ''
}
