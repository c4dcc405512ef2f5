import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startLocalServer } from '../../../scripts/local-server.mjs'
import { fetchCompared } from './compared-pages'

/**
 * The site as the content sync makes it, on the port after E2E_PORT: first the demo site (D1
 * seeded with the demo content), its pages kept; then a site on an empty D1 configured for the
 * real Strapi (its read token, webhook and preview secrets), filled by `npm run cms:sync` itself,
 * its pages kept at once, before the other CMS suites edit Strapi (every project's global setup
 * runs before any test). The tests then compare the two and drive the live site.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.CMS_TEST_SYNC_SITE_PORT)
  if (!port) throw new Error('The cms-sync suite runs in `npm run test:cms`')
  const dirs = [`.wrangler/cms-sync-demo-${port}`, `.wrangler/cms-sync-${port}`]
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })

  const demo = await startLocalServer({ port, persistTo: dirs[0]! })
  const demoPages = await fetchCompared(demo.url).finally(() => demo.stop())

  const media = process.env.CMS_TEST_MEDIA_URL
  const site = await startLocalServer({
    port,
    persistTo: dirs[1]!,
    empty: true,
    vars: {
      CMS_URL: process.env.CMS_TEST_URL!,
      CMS_WEBHOOK_SECRET: process.env.CMS_WEBHOOK_SECRET!,
      CMS_API_TOKEN: process.env.CMS_API_TOKEN!,
      PREVIEW_SECRET: process.env.PREVIEW_SECRET!,
      CMS_PROXY_SECRET: process.env.CMS_PROXY_SECRET!,
      ...(media ? { MEDIA_ORIGIN: new URL(media).origin } : {}),
    },
  })
  const started = Date.now()
  const sync = spawnSync(process.execPath, ['scripts/cms-sync.mjs', '--origin', site.url], {
    env: { ...process.env, CMS_WEBHOOK_SECRET: process.env.CMS_WEBHOOK_SECRET },
    encoding: 'utf8',
  })
  const syncSeconds = (Date.now() - started) / 1000
  const syncedPages = await fetchCompared(site.url)

  const kept = join(tmpdir(), `cms-sync-pages-${process.pid}.json`)
  writeFileSync(kept, JSON.stringify({ demoPages, syncedPages }))
  project.provide('syncSite', site.url)
  project.provide('syncPages', kept)
  project.provide('syncRun', {
    status: sync.status,
    output: sync.stdout + sync.stderr,
    seconds: syncSeconds,
  })
  return async () => {
    await site.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    rmSync(kept, { force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    syncSite: string
    syncPages: string
    syncRun: { status: number | null; output: string; seconds: number }
  }
}
