// The newsletter's double opt-in as a subscriber lives it: the signup, then the links the CMS
// mails (here read from the outbox record the CMS would receive), opened on the site.
import { env, SELF } from 'cloudflare:test'
import { expect } from 'vitest'
import { ORIGIN, post } from './form-posts'

export interface Links {
  confirm: string
  unsubscribe: string
}

/** The links of a subscription's last outbox record (the signup, or its renewal). */
export async function linksOf(subscriptionId: string): Promise<Links> {
  const row = await env.DB.prepare(
    `SELECT payload FROM webhook_outbox
     WHERE id = ?1 OR json_extract(NULLIF(payload, ''), '$.data.subscriptionId') = ?1
     ORDER BY created_at DESC, rowid DESC LIMIT 1`
  )
    .bind(subscriptionId)
    .first<{ payload: string }>()
  return JSON.parse(row!.payload).links
}

/** Subscribes an address; answers the subscription's id and its links. */
export async function subscribe(email: string, extra: Record<string, string> = {}) {
  const response = await post('/api/newsletter', { email, ...extra })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return { id, links: await linksOf(id) }
}

/** Opens a link of a mail on the site (a GET, or the one-click POST), as a new visitor. */
let visitor = 0
export function open(link: string, init: RequestInit = {}) {
  visitor += 1
  const url = new URL(link)
  return SELF.fetch(`${ORIGIN}${url.pathname}${url.search}`, {
    ...init,
    headers: { 'CF-Connecting-IP': `198.18.0.${visitor % 250}`, ...init.headers },
  })
}

/** A confirmed subscriber: signed up, then the confirmation link opened. */
export async function confirmedSubscriber(email: string, locale = 'en') {
  const subscription = await subscribe(email, { locale })
  expect((await open(subscription.links.confirm)).status).toBe(200)
  return subscription
}

export const status = (id: string) =>
  env.DB.prepare('SELECT status FROM newsletter_subscriptions WHERE id = ?')
    .bind(id)
    .first<{ status: string }>()
    .then((row) => row?.status)
