import type { TestProject } from 'vitest/node'
import { startFreshSite } from './support.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** Starts the built site once for all browser tests; the returned function stops it. */
export default async function setup(project: TestProject) {
  const site = await startFreshSite({ port: 8791, persistTo: '.wrangler/e2e-state' })
  project.provide('baseURL', site.url)
  return () => site.stop()
}
