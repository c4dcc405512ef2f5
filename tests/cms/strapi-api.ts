// The real Strapi of `npm run test:cms`, as the CMS suites reach it directly: its REST API with a
// full-access token made through the admin, and partners signed in as the worker signs them in.
import { env } from 'cloudflare:test'
import { expect } from 'vitest'

export const API = env.CMS_TEST_URL
export const CMS_ORIGIN = new URL(API).origin
/** The worker's configuration for this CMS: its sync (webhook, read token) and its preview */
export const CMS = {
  CMS_URL: API,
  CMS_WEBHOOK_SECRET: env.CMS_WEBHOOK_SECRET,
  CMS_API_TOKEN: env.CMS_API_TOKEN,
  PREVIEW_SECRET: env.PREVIEW_SECRET,
}
/** Where the uploads are served: the bucket (Postgres pass) or the CMS's own disk */
export const MEDIA = env.CMS_TEST_MEDIA_URL || `${CMS_ORIGIN}/uploads`
/** The site's origin the CMS knows (SITE_URL), the local default when unset */
export const SITE_ORIGIN = env.CMS_TEST_SITE_URL
  ? new URL(env.CMS_TEST_SITE_URL).origin
  : 'http://127.0.0.1:8787'
export const PARTNER = { identifier: 'layla@partners.example', password: 'correct horse battery' }

/** Strapi's answers, read field by field as its REST API documents them */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

let adminToken = ''
let apiToken = ''

/** Signs the first administrator in and makes a full-access API token (once per file). */
export async function useAdmin() {
  if (apiToken) return
  const login = await fetch(`${CMS_ORIGIN}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: env.CMS_TEST_ADMIN_EMAIL,
      password: env.CMS_TEST_ADMIN_PASSWORD,
    }),
  })
  adminToken = ((await login.json()) as Json).data.token
  const token = await admin('/admin/api-tokens', {
    name: `test-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    type: 'full-access',
    lifespan: null,
  })
  apiToken = token.data.accessKey
}

/** The full-access token's header, for a request strapi() cannot make (a file upload). */
export const authorization = () => ({ Authorization: `Bearer ${apiToken}` })

/** Strapi's REST API, with the full-access token unless another (or none: '') is given. */
export async function strapi(path: string, init: RequestInit = {}, token = apiToken) {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as Json }
}

/** The admin panel's API, as an editor's browser calls it. */
export async function admin(path: string, body: unknown = {}, method = 'POST') {
  const response = await fetch(`${CMS_ORIGIN}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  })
  expect(response.status, path).toBeLessThan(300)
  return (await response.json()) as Json
}

let visitors = 0
/**
 * Signs a partner in at Strapi as the worker does: from an address of their own, forwarded with
 * the proxy secret, so the sign-in limiter never counts these tests' calls together.
 */
export async function signIn(login: { identifier: string; password: string }) {
  visitors += 1
  const answer = await strapi(
    '/auth/local',
    {
      method: 'POST',
      body: JSON.stringify(login),
      headers: {
        'X-Forwarded-For': `198.18.${Math.floor(visitors / 250)}.${visitors % 250}`,
        'X-CMS-Proxy-Secret': env.CMS_PROXY_SECRET,
      },
    },
    ''
  )
  expect(answer.status, answer.body?.error?.message).toBe(200)
  return answer.body as { jwt: string; user: { id: number } }
}

/** A confirmed partner made by the administrator, signed in. */
export async function newPartner(name = 'partner') {
  const unique = `${name}${Date.now()}${Math.random().toString(36).slice(2, 6)}`
  const login = { identifier: `${unique}@partners.example`, password: 'another long password' }
  const role = (await strapi('/users-permissions/roles')).body.roles.find(
    (found: { type: string }) => found.type === 'authenticated'
  )
  const created = await strapi('/users', {
    method: 'POST',
    body: JSON.stringify({
      username: unique,
      email: login.identifier,
      password: login.password,
      confirmed: true,
      role: role.id,
    }),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return signIn(login)
}
