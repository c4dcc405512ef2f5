import type { Core } from '@strapi/strapi'
import { devSecret } from './server'

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  i18n: { enabled: true },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', devSecret('jwt')),
      // Short access tokens renewed with a refresh token (Strapi's session management)
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: env.int('ACCESS_TOKEN_LIFESPAN', 600),
        // The worker keeps both tokens in its own HttpOnly cookies on the site's domain: Strapi's
        // refresh cookie would be set for the CMS's host and never reach the browser, so the token
        // comes back in the body. The worker also reads Strapi's cookie when a project sets it.
        httpOnly: false,
      },
      ratelimit: { interval: 60_000, max: env.int('SIGN_IN_RATE_LIMIT', 10) },
    },
  },
})
