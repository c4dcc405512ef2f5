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
  app: { keys: env.array('APP_KEYS', devSecret('app-keys').split(',')) },
  // `npm run test:cms` keeps its uploads apart from the local CMS's
  dirs: { public: env('PUBLIC_DIR', './public') },
})

/** Local development needs no secret; production must set every one (docs/cms-production.md). */
export function devSecret(name: string): string {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`Set the ${name.toUpperCase().replace(/-/g, '_')} secret for production`)
  }
  return `local-${name}-not-secret,local-${name}-second`
}
