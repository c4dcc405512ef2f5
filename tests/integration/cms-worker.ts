import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, vi } from 'vitest'
import worker from '../../src/index'
import { createFakeCms, type FakeCms, type FakeCmsOptions } from '../fixtures/fake-cms'

export const CMS_URL = 'http://cms.test/api'
export const SITE = 'https://arcadia.test'

/**
 * Runs the real worker with `CMS_URL` pointing at a fake CMS: the worker's outbound `fetch` is
 * routed to the fake, and any other outbound request fails the test.
 */
export function useFakeCms(options: FakeCmsOptions = {}) {
  const state: { cms: FakeCms; down: boolean } = { cms: createFakeCms(options), down: false }
  beforeEach(() => {
    state.cms = createFakeCms(options)
    state.down = false
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      if (!request.url.startsWith('http://cms.test/')) {
        throw new Error(`unexpected outbound request to ${request.url}`)
      }
      if (state.down) throw new TypeError('fetch failed: connection refused')
      return state.cms.handle(request)
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
  return state
}

let clients = 0

/**
 * Calls the worker as the site at SITE, with the given configuration. Each call comes from its
 * own client address unless the test names one, so rate limits count per test.
 */
export async function call(
  path: string,
  init: RequestInit = {},
  vars: Record<string, string | undefined> = { CMS_URL }
): Promise<Response> {
  const ctx = createExecutionContext()
  const request = new Request(SITE + path, init)
  if (!request.headers.has('CF-Connecting-IP')) {
    clients += 1
    request.headers.set('CF-Connecting-IP', `2001:db8::${clients.toString(16)}`)
  }
  const response = await worker.fetch(request, { ...env, ...vars }, ctx)
  // Pages render their body after the head: read it before the context is awaited
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(response.status === 204 || response.status === 304 ? null : body, response)
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
  body: JSON.stringify(body),
})

export const postForm = (
  fields: Record<string, string>,
  headers: Record<string, string> = {}
): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE, ...headers },
  body: new URLSearchParams(fields).toString(),
})

/** The cookies a response sets, by name, with their attributes. */
export function setCookies(response: Response): Map<string, { value: string; attributes: string }> {
  const cookies = new Map<string, { value: string; attributes: string }>()
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';')
    const index = pair.indexOf('=')
    cookies.set(pair.slice(0, index).trim(), {
      value: decodeURIComponent(pair.slice(index + 1)),
      attributes: attributes.map((a) => a.trim()).join('; '),
    })
  }
  return cookies
}

/** A Cookie header carrying the session cookies a response set. */
export function cookieHeader(response: Response): string {
  return [...setCookies(response)]
    .filter(([, cookie]) => !/Max-Age=0/.test(cookie.attributes))
    .map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`)
    .join('; ')
}
