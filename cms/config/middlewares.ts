import type { Core } from '@strapi/strapi'
import { mediaOrigin } from '../src/config/media-bucket'
import { siteOrigins } from '../src/config/site'

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const bucket = mediaOrigin(env)
  const fromBucket = bucket ? [bucket] : []
  return [
    // first, so the logger and the limiters see the address it settles on
    'global::forwarded-for',
    'strapi::logger',
    'strapi::errors',
    {
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            // the admin's media library previews the pictures where they live: the bucket
            'img-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', ...fromBucket],
            'media-src': ["'self'", 'data:', 'blob:', ...fromBucket],
          },
        },
      },
    },
    // Strapi's default reflects any origin, with credentials: only the site may call from a page
    { name: 'strapi::cors', config: { origin: siteOrigins(env) } },
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ]
}
