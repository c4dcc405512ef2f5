import type { Locale } from './i18n/locales'
import type { Translate } from './i18n/messages'

/**
 * Optional configuration (wrangler vars and secrets). None is required: the site runs with
 * none set. Bindings themselves come from `generated/worker-configuration.d.ts`, which the build
 * writes from wrangler.toml.
 */
export interface Config {
  CMS_URL?: string
  /** the CMS's read-only API token (a secret): the sync's reads, the preview's drafts */
  CMS_API_TOKEN?: string
  /** the secret the CMS signs draft preview links with (a secret, the same in cms/) */
  PREVIEW_SECRET?: string
  LEAD_WEBHOOK_URL?: string
  /** Standard Webhooks secret (`whsec_…`): deliveries to LEAD_WEBHOOK_URL are signed with it */
  WEBHOOK_SECRET?: string
  /** the token the CMS's intake accepts (cms/, the same value): form records go to the CMS */
  CMS_INTAKE_TOKEN?: string
  /** signs the newsletter's confirmation and unsubscribe links (src/lib/signed-token.ts) */
  NEWSLETTER_SECRET?: string
  WIDGET_SCRIPT_URL?: string
  AFFILIATE_CLICK_URL?: string
  TURNSTILE_SITE_KEY?: string
  TURNSTILE_SECRET_KEY?: string
  PUBLIC_ORIGIN?: string
  /** Turnstile's siteverify address: set only by tests, to a local fake of Cloudflare's API */
  TURNSTILE_VERIFY_URL?: string
  /** the secret the CMS's webhook sends in `Authorization: Bearer …` (docs/configuration.md) */
  CMS_WEBHOOK_SECRET?: string
  /** Cloudflare Web Analytics' site token: the beacon and its CSP sources when set */
  CF_ANALYTICS_TOKEN?: string
  /** hours a delivery may keep failing before it is a dead letter (src/outbox/deliver.ts) */
  OUTBOX_DEAD_AFTER_HOURS?: string
  /** `true` keeps search engines off this deployment (staging: src/server/indexing.ts) */
  NOINDEX?: string
  /** sent with every call to the CMS, which then believes the visitor's forwarded address */
  CMS_PROXY_SECRET?: string
  /** the origin of the CMS's media bucket or CDN, which the CSP allows pictures from */
  MEDIA_ORIGIN?: string
  /** `stream` renders page bodies with React's streaming renderer; measured by the bench */
  RENDER_MODE?: string
  /** set by the bench only: enables `/__bench/static` */
  BENCH?: string
}

export type Bindings = Env & Config

export interface AppEnv {
  Bindings: Bindings
  Variables: {
    locale: Locale
    t: Translate
    /** the CSP sources of the site's inline scripts (src/render/security-headers.ts) */
    inlineScriptHashes?: string
    /**
     * Set by a route whose page varies with the visitor but is decided from the request's
     * headers alone (`/`): the `Set-Cookie` values it wrote for this visitor only, which the
     * early cache path writes itself (src/routes/home-visit.ts)
     */
    visitorCookies?: string[]
    /**
     * The site's own router, for the renders a publish starts in the background (set for the
     * CMS's webhook in src/index.tsx; src/render/background-render.ts)
     */
    fetchPage?: (request: Request) => Promise<Response>
    /** the request's D1 session bookmark so far: what a later read must at least see */
    d1Bookmark?: () => string | null
  }
}
