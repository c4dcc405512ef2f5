import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

/**
 * The browser tests that run one file at a time: the scans check many pages at once and load both
 * cores themselves; the home page's anchors measure where smooth scrolling and a late web font
 * leave the page, which a busy machine shifts by a few pixels.
 */
const E2E_ALONE = [
  'tests/e2e/accessibility-pages.test.ts',
  'tests/e2e/accessibility-open-states.test.ts',
  'tests/e2e/layout.test.ts',
  'tests/e2e/marketing.test.ts',
]

function e2eProject(
  name: string,
  files: {
    include?: string[]
    exclude?: string[]
    fileParallelism?: boolean
    maxWorkers?: number
    maxConcurrency?: number
  },
  groupOrder: number
) {
  return {
    test: {
      name,
      include: files.include ?? ['tests/e2e/**/*.test.ts'],
      exclude: files.exclude,
      fileParallelism: files.fileParallelism,
      maxWorkers: files.maxWorkers,
      maxConcurrency: files.maxConcurrency,
      sequence: { groupOrder },
      environment: 'node' as const,
      globalSetup: ['tests/e2e/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  }
}

/**
 * The worker writes a JSON line per request (src/lib/log.ts): thousands in a run, none of which
 * says more than the test's own result. Every other line (the errors) still prints.
 */
const withoutRequestLines = (log: string) => !log.startsWith('{"level":"info","event":"request"')

// Six suites: `unit` (Node, pure logic), `tools` (the operations scripts, Node and wrangler),
// `worker` (the real worker inside workerd with a migrated and seeded D1), `e2e-*` (Debian's
// Chromium against a started `wrangler dev`), and `cms`, `cms-browser` and `cms-sync` (the real
// worker against the real Strapi in cms/, started by `npm run test:cms`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          maxWorkers: 2,
        },
      },
      {
        // The operations scripts (db:setup, outbox, the deploy's gates) run as a person runs them,
        // against local D1 databases of their own through wrangler
        test: {
          name: 'tools',
          include: ['tests/tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: [...(await readD1Migrations('migrations'))],
                TEST_SEEDS: await readD1Migrations('seeds'),
                // the volume fuzz (tests/integration/hostile-input-volume.test.ts, npm run fuzz)
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          // a file waits on workerd much of the time: two at once keep both cores busy (vitest
          // would run one at a time on a 2-core machine)
          maxWorkers: 2,
          // each workerd runs its files one after another: a workerd started per file cost about
          // 3 s of each file; the setup file empties and reseeds the database between files
          isolate: false,
          setupFiles: ['tests/integration/apply-migrations.ts'],
          // a flood that must fall in one window of the rate limiting binding first waits up to
          // 10 s for the next window (tests/integration/rate-window.ts)
          testTimeout: 20_000,
          // the fault-injection harness: Turnstile, the CRM, the affiliate network, the CMS
          globalSetup: ['tests/fault/harness-setup.ts'],
          onConsoleLog: withoutRequestLines,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: [...(await readD1Migrations('migrations'))],
                TEST_SEEDS: await readD1Migrations('seeds'),
                CMS_TEST_URL: process.env.CMS_TEST_URL ?? '',
                CMS_TEST_ADMIN_EMAIL: process.env.CMS_ADMIN_EMAIL ?? '',
                CMS_TEST_ADMIN_PASSWORD: process.env.CMS_ADMIN_PASSWORD ?? '',
                CMS_TEST_HOOKS: process.env.CMS_TEST_HOOKS ?? '',
                CMS_WEBHOOK_SECRET: process.env.CMS_WEBHOOK_SECRET ?? '',
                CMS_API_TOKEN: process.env.CMS_API_TOKEN ?? '',
                PREVIEW_SECRET: process.env.PREVIEW_SECRET ?? '',
                CMS_PROXY_SECRET: process.env.CMS_PROXY_SECRET ?? '',
                CMS_TEST_PASS: process.env.CMS_TEST_PASS ?? '',
                CMS_TEST_MEDIA_URL: process.env.CMS_TEST_MEDIA_URL ?? '',
                CMS_TEST_MAIL_API: process.env.CMS_TEST_MAIL_API ?? '',
                CMS_TEST_SITE_URL: process.env.CMS_TEST_SITE_URL ?? '',
                CMS_TEST_INTAKE_TOKEN: process.env.CMS_INTAKE_TOKEN ?? '',
              },
            },
          })),
        ],
        test: {
          name: 'cms',
          include: ['tests/cms/*.test.ts'],
          setupFiles: ['tests/integration/apply-migrations.ts'],
          onConsoleLog: withoutRequestLines,
          testTimeout: 30_000,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
      // The operations scripts against the real Strapi (`npm run privacy`'s CMS part), in Node
      {
        test: {
          name: 'cms-tools',
          include: ['tests/cms/tools/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
      // The partner e-mail flows in Chromium, against the site served with `wrangler dev` on the
      // real Strapi (the Postgres pass of `npm run test:cms`), after the `cms` suite
      {
        test: {
          name: 'cms-browser',
          include: ['tests/cms/browser/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/cms/browser/site-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 4 },
        },
      },
      // The content sync end to end, last in each pass of `npm run test:cms`: a site under
      // `wrangler dev` on an empty D1, filled by `npm run cms:sync`, Strapi's webhooks delivered
      // to it, then Strapi stopped (tests/cms/sync/)
      {
        test: {
          name: 'cms-sync',
          include: ['tests/cms/sync/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/cms/sync/site-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          sequence: { groupOrder: 5 },
        },
      },
      // The browser tests in two groups, one after the other, each against a site of its own.
      // The other flows wait on the browser and the site much of the time, so two files run at
      // once (each visitor has its own address, so rate limits stay apart).
      // The scans run three pages at once: home scanned five at a time took over 30 s at a
      // load average of 13 (an axe scan of home is about 3.5 s of CPU on a quiet machine)
      e2eProject('e2e-alone', { include: E2E_ALONE, fileParallelism: false, maxConcurrency: 3 }, 1),
      e2eProject('e2e-paired', { exclude: E2E_ALONE, maxWorkers: 2 }, 2),
    ],
  },
})
