import type { Core } from '@strapi/strapi'

/**
 * The first administrator from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, when both are set and
 * the CMS has none yet: a new environment (and `npm run test:cms`) needs no click in the admin.
 * Without them, the first visit to /admin asks for one, as in any Strapi project.
 */
export async function createFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL
  const password = process.env.CMS_ADMIN_PASSWORD
  if (!email || !password) return
  const users = strapi.service('admin::user')
  if (await users.exists()) return
  await users.createFirstAdmin({ email, password, firstname: 'Site', lastname: 'Administrator' })
}
