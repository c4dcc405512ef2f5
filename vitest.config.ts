import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

// Four suites: `unit` (Node, pure logic), `worker` (the real worker inside workerd with a
// migrated and seeded D1), `e2e` (Debian's Chromium against a started `wrangler dev`), and `cms`
// (the real worker against the real Strapi in cms/, started by `npm run test:cms`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: [...(await readD1Migrations('src/db/migrations'))],
                TEST_SEEDS: await readD1Migrations('src/db/seeds'),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/integration/apply-migrations.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: [...(await readD1Migrations('src/db/migrations'))],
                TEST_SEEDS: await readD1Migrations('src/db/seeds'),
                CMS_TEST_URL: process.env.CMS_TEST_URL ?? '',
                CMS_TEST_ADMIN_EMAIL: process.env.CMS_ADMIN_EMAIL ?? '',
                CMS_TEST_ADMIN_PASSWORD: process.env.CMS_ADMIN_PASSWORD ?? '',
                CMS_TEST_HOOKS: process.env.CMS_TEST_HOOKS ?? '',
                CMS_WEBHOOK_SECRET: process.env.CMS_WEBHOOK_SECRET ?? '',
              },
            },
          })),
        ],
        test: {
          name: 'cms',
          include: ['tests/cms/**/*.test.ts'],
          setupFiles: ['tests/integration/apply-migrations.ts'],
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
