import type { TestProject } from 'vitest/node'
import { startFreshSite } from './support.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** Starts the built site once for all browser tests; the returned function stops it. */
export default async function setup(project: TestProject) {
  // E2E_PORT lets several checkouts or sessions run the suite side by side
  const port = Number(process.env.E2E_PORT || 8791)
  const site = await startFreshSite({ port, persistTo: `.wrangler/e2e-state-${port}` })
  project.provide('baseURL', site.url)
  return () => site.stop()
}
