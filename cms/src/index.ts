import type { Core } from '@strapi/strapi'
import { seedDemoContent, seedDemoWanted } from './seed/seed'
import { configureLocales } from './setup/locales'
import { grantPermissions } from './setup/permissions'
import { seedDemoPartner } from './setup/demo-partner'
import { createFirstAdmin } from './setup/first-admin'
import { configurePartnerAccounts } from './setup/partner-accounts'
import { registerSiteWebhook } from './setup/site-webhook'
import { ensureThrottleTable } from './partners/throttle'

export default {
  register() {},

  /** Locales, permissions and settings in code; the demo content when asked for (seed/). */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await configureLocales(strapi)
    await grantPermissions(strapi)
    await configurePartnerAccounts(strapi)
    await ensureThrottleTable(strapi)
    await createFirstAdmin(strapi)
    await registerSiteWebhook(strapi)
    if (seedDemoWanted()) {
      await seedDemoContent(strapi)
      await seedDemoPartner(strapi)
    }
  },
}
