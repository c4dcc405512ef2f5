import type { Core } from '@strapi/strapi'
import { kindOfUid, PREVIEW_PATH, signPreview } from '../content-model'
import { siteUrl } from './site'

/** The kinds an editor can preview: the ones with a page of their own on the site. */
const PAGES = new Set(['property', 'agent', 'post'])

/**
 * Strapi 5's preview (`admin.preview`): an editor's "Open preview" shows the draft on the site,
 * in the admin's frame. The link is the site's `/api/preview`, signed with PREVIEW_SECRET (the
 * same as the worker's) and valid for a few minutes; the site fetches the draft itself, with
 * its read token, and never keeps it. Off without the secret.
 */
export function previewConfig(): Core.Config.Admin['preview'] {
  const secret = process.env.PREVIEW_SECRET?.trim()
  if (!secret) return { enabled: false, config: { handler: () => null } }
  const site = siteUrl()
  return {
    enabled: true,
    config: {
      allowedOrigins: [site],
      async handler(uid, params) {
        const kind = kindOfUid(uid)
        if (!kind || !PAGES.has(kind) || !params.documentId) return null
        const query = await signPreview(secret, {
          kind,
          documentId: params.documentId,
          locale: String(params.locale || 'en'),
          status: params.status === 'published' ? 'published' : 'draft',
        })
        return `${site}${PREVIEW_PATH}?${query}`
      },
    },
  }
}
