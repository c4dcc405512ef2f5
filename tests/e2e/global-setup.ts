import type { TestProject } from 'vitest/node'
import { startFreshSite } from './support.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** The group of browser tests each site serves, in the order of their ports. */
const GROUPS = ['e2e-alone', 'e2e-paired']

/** Starts the built site once for a group of browser tests; the returned function stops it. */
export default async function setup(project: TestProject) {
  // E2E_PORT (and the port after it) lets several checkouts or sessions run the suite side by side
  const port = Number(process.env.E2E_PORT || 8791) + Math.max(0, GROUPS.indexOf(project.name))
  const site = await startFreshSite({ port, persistTo: `.wrangler/e2e-state-${port}` })
  project.provide('baseURL', site.url)
  return () => site.stop()
}
