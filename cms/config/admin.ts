import type { Core } from '@strapi/strapi'
import { secretFromEnv } from './server'
import { previewConfig } from '../src/config/preview'

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // the tests and `npm run start:cms` read the API only: no admin build needed for them
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  auth: { secret: secretFromEnv('ADMIN_JWT_SECRET', 'admin-jwt') },
  // sign-ins to the admin per e-mail and address in 5 minutes: Strapi's default of 5
  rateLimit: { max: env.int('ADMIN_LOGIN_RATE_LIMIT', 5) },
  apiToken: { salt: secretFromEnv('API_TOKEN_SALT', 'api-token-salt') },
  transfer: { token: { salt: secretFromEnv('TRANSFER_TOKEN_SALT', 'transfer-token-salt') } },
  secrets: { encryptionKey: secretFromEnv('ENCRYPTION_KEY', 'encryption-key') },
  flags: { nps: false, promoteEE: false },
  // "Open preview" shows a draft on the site (src/config/preview.ts)
  preview: previewConfig(),
})
