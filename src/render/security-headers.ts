import type { Context, MiddlewareHandler } from 'hono'
import { every } from 'hono/combine'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../env'
import { inlineScriptSources } from './inline-scripts'
import { turnstileSource } from '../server/turnstile-source'
import {
  analyticsConnectSource,
  analyticsScriptSource,
  cmsMediaSources,
  previewFramer,
  widgetScriptSource,
  widgetSources,
} from '../server/csp-sources'

/**
 * The CSP and the other security headers (DESIGN.md, quality bars). Scripts: the site's own
 * files ('self'), its few inline scripts by hash, and the third parties this deployment
 * configures (the widget, Turnstile, Cloudflare Web Analytics). No nonce: the same page is the same bytes for every
 * visitor, so a cached page is served as stored (docs/decisions/).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return every(withInlineScriptHashes, framedOnlyWhereAllowed, headers)
}

/**
 * No site frames this one (`frame-ancestors 'none'`, X-Frame-Options DENY), but the CMS's admin
 * frames an editor's draft preview: those answers' CSP allows its origin alone, and they carry
 * no X-Frame-Options (it would forbid it).
 */
const framedOnlyWhereAllowed: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (previewFramer(c)) c.res.headers.delete('X-Frame-Options')
}

const frameAncestors = (c: Context) => previewFramer(c) ?? "'none'"

// The hashes are computed once per isolate (crypto.subtle is asynchronous), before the
// synchronous header writer below reads them
const withInlineScriptHashes: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('inlineScriptHashes', await inlineScriptSources())
  await next()
}

const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      (c) => (c.get('inlineScriptHashes') as string | undefined) ?? '',
      widgetScriptSource,
      turnstileSource,
      analyticsScriptSource,
    ],
    styleSrc: ["'self'", "'unsafe-inline'", widgetSources],
    imgSrc: ["'self'", 'data:', 'blob:', widgetSources, cmsMediaSources],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", widgetSources, analyticsConnectSource],
    frameSrc: ["'self'", widgetSources, turnstileSource],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: [frameAncestors],
  },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginEmbedderPolicy: false,
  xFrameOptions: 'DENY',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
  },
})
