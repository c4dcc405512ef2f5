import type { D1Migration } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      TEST_SEEDS: D1Migration[]
      /** `npm run test:cms`: the real Strapi's API and its first administrator */
      CMS_TEST_URL: string
      CMS_TEST_ADMIN_EMAIL: string
      CMS_TEST_ADMIN_PASSWORD: string
      /** what Strapi's webhook sent, recorded by `npm run test:cms`, and its secret */
      CMS_TEST_HOOKS: string
      CMS_WEBHOOK_SECRET: string
      /** the site's read token and the preview's secret, the same in Strapi */
      CMS_API_TOKEN: string
      PREVIEW_SECRET: string
      /** the secret the worker and Strapi share (a configuration variable of both) */
      CMS_PROXY_SECRET: string
      /** `sqlite` or `postgres`: which pass of `npm run test:cms` */
      CMS_TEST_PASS: string
      /** the Postgres pass: the bucket's public URL, the SMTP sink's API, the site for the mails */
      CMS_TEST_MEDIA_URL: string
      CMS_TEST_MAIL_API: string
      CMS_TEST_SITE_URL: string
      /** the token of the CMS's intake (CMS_INTAKE_TOKEN), which the worker's outbox sends */
      CMS_TEST_INTAKE_TOKEN: string
      /** the volume fuzz: inputs per endpoint and the seed (`npm run fuzz -- --runs N --seed S`) */
      FUZZ_RUNS: string
      FUZZ_SEED: string
    }
  }
}
