import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

// Three suites: `unit` (Node, pure logic), `worker` (the real worker inside workerd with a
// migrated and seeded D1), `e2e` (Debian's Chromium against a started `wrangler dev`).
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
