// The worker suite's neighbours (vitest.config.ts globalSetup, run in Node): the fault-injection harness
// (tools/faults/fault-server.mjs) on a free port of 127.0.0.1, with the fake CMS behind its
// /cms/ path; the tests inside workerd reach it over HTTP at inject('faultUrl').
import type { TestProject } from 'vitest/node'
import { startFaultServer } from '../../tools/faults/fault-server.mjs'
import { createFakeCms } from '../fixtures/fake-cms'

export default async function setup(project: TestProject) {
  const cms = createFakeCms()
  const harness = await startFaultServer({ cmsHandler: (request) => cms.handle(request) })
  project.provide('faultUrl', harness.url)
  return () => harness.close()
}
