import type { Core } from '@strapi/strapi'

const EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.update',
  'media.delete',
]

/**
 * The webhook that tells the site an editor changed something (README, Deploying the CMS):
 * SITE_WEBHOOK_URL (`https://www.example.com/api/cms/webhook`) and CMS_WEBHOOK_SECRET, the
 * same secret as the worker's. Created once, in code, and active at once.
 */
export async function registerSiteWebhook(strapi: Core.Strapi): Promise<void> {
  const url = process.env.SITE_WEBHOOK_URL
  const secret = process.env.CMS_WEBHOOK_SECRET
  if (!url || !secret) return
  const store = strapi.get('webhookStore')
  const existing = (await store.findWebhooks()).find(
    (webhook: { url: string }) => webhook.url === url
  )
  if (existing) return
  const webhook = await store.createWebhook({
    name: 'Site: show edits at once',
    url,
    headers: { Authorization: `Bearer ${secret}` },
    events: EVENTS,
    isEnabled: true,
  })
  strapi.get('webhookRunner').add(webhook)
}
