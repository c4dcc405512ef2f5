import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startLocalServer } from '../../../scripts/local-server.mjs'

/**
 * The site as a partner's browser meets it, for the e-mail flows: the built worker under
 * `wrangler dev` on the port the CMS's SITE_URL names, reading the real Strapi with the proxy
 * secret. Started and stopped here; `npm run test:cms` starts the rest (its Postgres pass).
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.CMS_TEST_SITE_PORT)
  if (!port) throw new Error('The cms-browser suite runs in the Postgres pass of npm run test:cms')
  const persistTo = `.wrangler/cms-browser-${port}`
  rmSync(persistTo, { recursive: true, force: true })
  const site = await startLocalServer({
    port,
    persistTo,
    vars: {
      CMS_URL: process.env.CMS_TEST_URL!,
      CMS_PROXY_SECRET: process.env.CMS_PROXY_SECRET!,
      MEDIA_ORIGIN: new URL(process.env.CMS_TEST_MEDIA_URL!).origin,
    },
  })
  project.provide('baseURL', site.url)
  return async () => {
    await site.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}
