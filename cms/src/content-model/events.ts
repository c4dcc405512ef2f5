/**
 * Strapi's webhook events and what the site does with each: the one list the CMS registers its
 * webhook with (cms/src/setup/site-webhook.ts) and the worker's webhook reads
 * (src/routes/cms-webhook.ts).
 */

/** What visitors see changed: the document is fetched again and D1 updated. */
export const VISIBLE_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete'] as const
/** A file in the media library changed: the published documents that show it are fetched again. */
export const MEDIA_EVENTS = ['media.update', 'media.delete'] as const
/** An editor saving a draft: nothing a visitor sees changes. */
export const DRAFT_EVENTS = ['entry.create', 'entry.update'] as const

/** The events the CMS sends the site: drafts stay in the CMS, so their saves are not sent. */
export const SITE_WEBHOOK_EVENTS: readonly string[] = [...VISIBLE_EVENTS, ...MEDIA_EVENTS]

export type EventKind = 'visible' | 'media' | 'draft'

export function eventKind(event: string): EventKind | undefined {
  if ((VISIBLE_EVENTS as readonly string[]).includes(event)) return 'visible'
  if ((MEDIA_EVENTS as readonly string[]).includes(event)) return 'media'
  if ((DRAFT_EVENTS as readonly string[]).includes(event)) return 'draft'
  return undefined
}
