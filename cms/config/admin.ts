import type { Core } from '@strapi/strapi'
import { devSecret } from './server'

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // the tests and `npm run start:cms` read the API only: no admin build needed for them
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  auth: { secret: env('ADMIN_JWT_SECRET', devSecret('admin-jwt')) },
  apiToken: { salt: env('API_TOKEN_SALT', devSecret('api-token-salt')) },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', devSecret('transfer-token-salt')) } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', devSecret('encryption-key')) },
  flags: { nps: false, promoteEE: false },
})
