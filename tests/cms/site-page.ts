import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../../src/index'
import { CMS } from './strapi-api'

let pages = 0
/** A host of its own for the site, so the edge cache never answers from an earlier page. */
export const freshOrigin = () => `https://p${++pages}.cms-site.test`

/** A page of the site from the CMS, on a fresh host unless one is given. */
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
