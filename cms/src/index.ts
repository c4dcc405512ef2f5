import type { Core } from '@strapi/strapi'
import { seedDemoContent, seedDemoWanted } from './seed/seed'
import { configureLocales } from './setup/locales'
import { grantPermissions } from './setup/permissions'
import { seedDemoPartner } from './setup/demo-partner'
import { createFirstAdmin } from './setup/first-admin'
import { configurePartnerAccounts } from './setup/partner-accounts'
import { registerSiteWebhook } from './setup/site-webhook'
import { configureFormCollections } from './setup/form-collections'
import { configureSalesRole } from './setup/sales-role'
import { assignSiteNumbers } from './setup/site-numbers'
import { registerSiteToken } from './setup/site-token'
import { ensureThrottleTable } from './partners/throttle'

export default {
  /** Each listing, consultant, article and testimonial gets its number on the site once. */
  register({ strapi }: { strapi: Core.Strapi }) {
    assignSiteNumbers(strapi)
  },

  /** Locales, permissions and settings in code; the demo content when asked for (seed/). */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await configureLocales(strapi)
    await grantPermissions(strapi)
    await configurePartnerAccounts(strapi)
    await ensureThrottleTable(strapi)
    await createFirstAdmin(strapi)
    await registerSiteWebhook(strapi)
    // the form records the site delivers (src/intake/), and who in the team reads them
    await configureFormCollections(strapi)
    await configureSalesRole(strapi)
    await registerSiteToken(strapi)
    if (seedDemoWanted()) {
      await seedDemoContent(strapi)
      await seedDemoPartner(strapi)
    }
  },
}
