import { Hono } from 'hono'
import { bumpContentVersion } from '../db/content-version'
import type { AppEnv } from '../env'

/** Strapi's events that change what a page shows. */
const CONTENT_EVENTS = new Set([
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.update',
  'media.delete',
])

const encoder = new TextEncoder()

/** Compares the secrets in constant time, so their bytes cannot be guessed one by one. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, expected].map(async (text) => crypto.subtle.digest('SHA-256', encoder.encode(text)))
  )
  const x = new Uint8Array(a!)
  const y = new Uint8Array(b!)
  let difference = 0
  for (let i = 0; i < x.length; i++) difference |= x[i]! ^ y[i]!
  return difference === 0
}

/**
 * `POST /api/cms/webhook`: Strapi calls it on publish, unpublish, update and delete, with the
 * shared secret in `Authorization: Bearer …`. It bumps the content version in the edge-cache
 * keys, so every page shows the edit within seconds instead of after the 300 s TTL.
 */
export const cmsWebhook = new Hono<AppEnv>().post('/api/cms/webhook', async (c) => {
  const secret = c.env.CMS_WEBHOOK_SECRET?.trim()
  if (!secret) return c.json({ error: 'Not Found' }, 404)
  const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? ''
  if (!(await sameSecret(given, secret))) return c.json({ error: 'Unauthorized' }, 401)
  const body = (await c.req.json().catch(() => null)) as { event?: unknown } | null
  const event = typeof body?.event === 'string' ? body.event : ''
  if (!CONTENT_EVENTS.has(event)) return c.json({ ignored: event || null }, 202)
  const version = await bumpContentVersion(c.env.DB)
  return c.json({ version }, 200)
})
