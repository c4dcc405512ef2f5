import type { Core } from '@strapi/strapi'

/**
 * The worker forwards the visitor's address in X-Forwarded-For with a shared secret: the
 * forwarded-for middleware keeps that header only from the worker (src/middlewares), and
 * trusting its one hop here makes Strapi's own sign-in limiter count visitors instead of the
 * worker. HOST stays on this machine unless told (the container sets 0.0.0.0).
 */
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: { koa: env.bool('TRUST_PROXY', true), maxIpsCount: 1 },
  app: { keys: secretFromEnv('APP_KEYS', 'app-keys').split(',') },
  // `npm run test:cms` keeps its uploads apart from the local CMS's
  dirs: { public: env('PUBLIC_DIR', './public') },
})

/**
 * A secret from the environment. Local development needs none: a fixed, public stand-in (named
 * as before, so a local database made earlier keeps working); in production every one must be
 * set (docs/cms-production.md), and Strapi does not start without it.
 */
export function secretFromEnv(name: string, local: string): string {
  const value = process.env[name]?.trim()
  if (value) return value
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`Set the ${name} secret for production`)
  }
  return `local-${local}-not-secret,local-${local}-second`
}
