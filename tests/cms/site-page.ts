import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { expect } from 'vitest'
import worker from '../../src/index'
import { CMS, type Json } from './strapi-api'

let pages = 0
/** A host of its own for the site, so the edge cache never answers from an earlier page. */
export const freshOrigin = () => `https://p${++pages}.cms-site.test`

/** A page of the site configured for the CMS, on a fresh host unless one is given. */
export async function page(
  path: string,
  vars: Record<string, string> = CMS,
  origin = freshOrigin(),
  init?: RequestInit
) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(origin + path, init), { ...env, ...vars }, ctx)
  const body = (await response.text()).replace(/\u00a0/g, ' ')
  await waitOnExecutionContext(ctx)
  return { status: response.status, headers: response.headers, body }
}

const secretHeader = () => ({
  Authorization: `Bearer ${env.CMS_WEBHOOK_SECRET}`,
  'Content-Type': 'application/json',
})

/**
 * The test D1 reconciled with the CMS, as `npm run cms:sync` drives it: POST /api/cms/sync step
 * after step until it answers done. Its demo rows become the CMS's documents (the same numbers).
 */
export async function syncFromCms() {
  for (let presence = 'now'; ; presence = 'due') {
    const step = await page('/api/cms/sync', CMS, undefined, {
      method: 'POST',
      headers: secretHeader(),
      body: JSON.stringify({ budget: 200, presence }),
    })
    expect(step.status, step.body).toBe(200)
    if ((JSON.parse(step.body) as Json).done) return
  }
}

let delivered = 0

/** Forgets the webhooks Strapi sent so far (the seed's): the next delivery starts after them. */
export async function skipDeliveredHooks() {
  delivered = ((await (await fetch(env.CMS_TEST_HOOKS)).json()) as Json[]).length
}

const received = async () =>
  ((await (await fetch(env.CMS_TEST_HOOKS)).json()) as Json[]).slice(delivered)
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * Delivers to the worker what Strapi's webhook sent since the last delivery, as Strapi would:
 * to POST /api/cms/webhook with its secret. Strapi sends from a queue, a moment after the
 * change: this waits for a first hook (or, with `none`, long enough to be sure none comes), then
 * for the ones right behind it. Answers the hooks' events and the worker's statuses.
 */
export async function deliverHooks({ none = false } = {}) {
  const deadline = Date.now() + (none ? 2000 : 10_000)
  while ((await received()).length === 0 && Date.now() < deadline) await pause(100)
  await pause(300)
  const hooks = await received()
  delivered += hooks.length
  const answers = []
  for (const hook of hooks) {
    const answer = await page('/api/cms/webhook', CMS, undefined, {
      method: 'POST',
      headers: { Authorization: hook.authorization, 'Content-Type': 'application/json' },
      body: hook.body,
    })
    answers.push({ event: JSON.parse(hook.body).event as string, status: answer.status })
  }
  return answers
}
