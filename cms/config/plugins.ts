import type { Core } from '@strapi/strapi'
import { secretFromEnv } from './server'
import { mediaBucket } from '../src/config/media-bucket'
import { smtpMail } from '../src/config/smtp-mail'

/** The shortest password a partner may choose (the site's reset page says so). */
const MIN_PASSWORD = 8

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const upload = mediaBucket(env)
  const email = smtpMail(env)
  return {
    i18n: { enabled: true },
    'users-permissions': {
      config: {
        jwtSecret: secretFromEnv('JWT_SECRET', 'jwt'),
        // Short access tokens renewed with a refresh token (Strapi's session management)
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan: env.int('ACCESS_TOKEN_LIFESPAN', 600),
          // The worker keeps both tokens in its own HttpOnly cookies on the site's domain:
          // Strapi's refresh cookie would be set for the CMS's host and never reach the browser,
          // so the token comes back in the body. The worker also reads Strapi's cookie when a
          // project sets it.
          httpOnly: false,
        },
        ratelimit: { interval: 60_000, max: env.int('SIGN_IN_RATE_LIMIT', 10) },
        // the language the partner registered in, so their e-mails are written in it
        register: { allowedFields: ['language'] },
        validationRules: {
          validatePassword: (password: string) => password.length >= MIN_PASSWORD,
        },
      },
    },
    ...(upload ? { upload: { config: upload } } : {}),
    ...(email ? { email: { config: email } } : {}),
  }
}
