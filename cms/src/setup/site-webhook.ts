import type { Core } from '@strapi/strapi'
import { SITE_WEBHOOK_EVENTS } from '../content-model'

/**
 * The webhook that tells the site an editor published, unpublished or deleted something, or
 * changed a file of the media library (docs/content-sync.md): SITE_WEBHOOK_URL
 * (`https://www.example.com/api/cms/webhook`) and CMS_WEBHOOK_SECRET, the same secret as the
 * worker's. Made once, in code, and active at once; its events follow the content model's list
 * (drafts stay in the CMS: their saves are not sent).
 */
export async function registerSiteWebhook(strapi: Core.Strapi): Promise<void> {
  const url = process.env.SITE_WEBHOOK_URL
  const secret = process.env.CMS_WEBHOOK_SECRET
  if (!url || !secret) return
  const store = strapi.get('webhookStore')
  const runner = strapi.get('webhookRunner')
  const wanted = {
    name: 'Site: sync what is published',
    url,
    headers: { Authorization: `Bearer ${secret}` },
    events: [...SITE_WEBHOOK_EVENTS],
    isEnabled: true,
  }
  const existing = (await store.findWebhooks()).find(
    (webhook: { url: string }) => webhook.url === url
  )
  if (!existing) {
    runner.add(await store.createWebhook(wanted))
    return
  }
  const same =
    JSON.stringify([...existing.events].sort()) === JSON.stringify([...wanted.events].sort()) &&
    existing.headers?.Authorization === wanted.headers.Authorization
  if (same) return
  const updated = await store.updateWebhook(existing.id, { ...existing, ...wanted })
  runner.update(updated)
}
