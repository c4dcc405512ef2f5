import type { Context } from 'hono'
import { PREVIEW_PATH } from '../../cms/src/content-model/preview'
import type { Bindings } from '../env'
import { cmsBaseUrl } from '../lib/cms-url'
import { widgetOrigins } from '../lib/widget'
import { analyticsToken, BEACON_REPORT_ORIGIN, BEACON_SCRIPT_ORIGIN } from '../lib/web-analytics'

/**
 * Per-response CSP sources that depend on configuration; each is empty when its variable is
 * unset (src/render/security-headers.ts).
 */
export const widgetSources = (c: Context): string =>
  widgetOrigins((c.env as Bindings | undefined)?.WIDGET_SCRIPT_URL).join(' ')

/** The widget script's own origin, the one third party script-src names. */
export const widgetScriptSource = (c: Context): string =>
  widgetOrigins((c.env as Bindings | undefined)?.WIDGET_SCRIPT_URL)[0] ?? ''

/**
 * Where the CMS's pictures come from: its own origin (Strapi's local uploads, a partner's photo)
 * and, with MEDIA_ORIGIN, the bucket or CDN its uploads are stored in (R2 in production).
 */
export const cmsMediaSources = (c: Context): string => {
  const env = c.env as Bindings | undefined
  const base = cmsBaseUrl(env?.CMS_URL)
  return [base && new URL(base).origin, httpOrigin(env?.MEDIA_ORIGIN)].filter(Boolean).join(' ')
}

/** The origin of an http(s) URL; anything else (a typo, a keyword) adds nothing to the CSP. */
function httpOrigin(value: string | undefined): string | undefined {
  try {
    const url = new URL(value?.trim() ?? '')
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

const analyticsOn = (c: Context): boolean =>
  analyticsToken((c.env as Bindings | undefined)?.CF_ANALYTICS_TOKEN) !== null

/** Cloudflare Web Analytics' beacon script, when its token is configured. */
export const analyticsScriptSource = (c: Context): string =>
  analyticsOn(c) ? BEACON_SCRIPT_ORIGIN : ''

/** Where the beacon reports, when its token is configured. */
export const analyticsConnectSource = (c: Context): string =>
  analyticsOn(c) ? BEACON_REPORT_ORIGIN : ''

/**
 * The origin that may frame this answer: the CMS's (its admin shows an editor's draft preview in
 * a frame) for the preview's path, when previews are configured; else none.
 */
export function previewFramer(c: Context): string | undefined {
  const env = c.env as Bindings | undefined
  if (!env?.PREVIEW_SECRET?.trim() || new URL(c.req.url).pathname !== PREVIEW_PATH) return undefined
  const base = cmsBaseUrl(env.CMS_URL)
  return base && new URL(base).origin
}
