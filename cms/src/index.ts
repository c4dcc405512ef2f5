import type { Core } from '@strapi/strapi'
import { seedDemoContent } from './seed/seed'
import { configureLocales } from './setup/locales'
import { grantPermissions } from './setup/permissions'
import { seedDemoPartner } from './setup/demo-partner'
import { createFirstAdmin } from './setup/first-admin'
import { registerSiteWebhook } from './setup/site-webhook'

export default {
  register() {},

  /** Locales and permissions in code; the demo content on the first start of an empty CMS. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await configureLocales(strapi)
    await grantPermissions(strapi)
    await createFirstAdmin(strapi)
    await registerSiteWebhook(strapi)
    if (process.env.SEED_DEMO_CONTENT !== 'false') {
      await seedDemoContent(strapi)
      await seedDemoPartner(strapi)
    }
  },
}
