import type { Core } from '@strapi/strapi'

export type Env = Core.Config.Shared.ConfigParams['env']

/** Where the site runs when nothing says otherwise: `npm start` on this machine. */
const LOCAL_SITE = 'http://127.0.0.1:8787'

/**
 * The site's public origin (SITE_URL): the links in partners' e-mails open its pages. Locally
 * the site of `npm start`; in production it must be set, or no link could be right.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim()
  if (configured) return new URL(configured).origin
  if (process.env.NODE_ENV === 'production') {
    throw new Error('Set SITE_URL (the site, e.g. https://www.example.com) for production')
  }
  return LOCAL_SITE
}

/**
 * The origins a browser may call this CMS from (CORS): the site and any CORS_ORIGINS (comma
 * separated). The admin panel is on the CMS's own origin and needs none. Without SITE_URL in
 * production, no other origin is allowed.
 */
export function siteOrigins(env: Env): string[] {
  const extra = env
    .array('CORS_ORIGINS', [])
    .filter(Boolean)
    .map((origin: string) => new URL(origin).origin)
  const site = process.env.SITE_URL?.trim()
  if (site) return [new URL(site).origin, ...extra]
  if (process.env.NODE_ENV === 'production') return extra
  return [LOCAL_SITE, 'http://localhost:8787', ...extra]
}
