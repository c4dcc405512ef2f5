import { Hono, type Context } from 'hono'
import { eventKind, kindOfUid } from '../../cms/src/content-model'
import { documentsShowingMedia } from '../content/sync/media-users'
import { reconcileStep } from '../content/sync/reconcile'
import { CmsReadFailed } from '../content/sync/strapi-reader'
import { syncDocuments, type SyncResult } from '../content/sync/sync-documents'
import type { AppEnv } from '../env'
import { log } from '../lib/log'
import { originOf } from '../lib/request-url'
import { renderInBackground } from '../render/background-render'
import { scopePaths } from '../route-table'
import { sameSecret } from '../server/same-secret'

export const cmsWebhook = new Hono<AppEnv>()

type Ctx = Context<AppEnv>

/** The CMS's shared secret in `Authorization: Bearer …`: null when it is right, else the answer. */
async function refused(c: Ctx): Promise<Response | null> {
  const secret = c.env.CMS_WEBHOOK_SECRET?.trim()
  if (!secret) return c.json({ error: 'Not Found' }, 404)
  const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? ''
  if (!(await sameSecret(given, secret))) return c.json({ error: 'Unauthorized' }, 401)
  return null
}

/** What a sync answers: its counts and how many scopes it changed (the list when short). */
const summary = (result: SyncResult) => ({
  written: result.written,
  removed: result.removed,
  unchanged: result.unchanged,
  skipped: result.skipped,
  scopes: result.scopes.length,
})

/**
 * A publish's pages are rendered again once the webhook has answered, rather than by their next
 * visitor in each data centre: kept here and in the second tier for every other. A change too
 * wide for that (a community and all its listings) leaves the rest to their visitors.
 */
const MAX_BACKGROUND_RENDERS = 200

function renderChanged(c: Ctx, result: SyncResult) {
  const fetchPage = c.get('fetchPage')
  if (!fetchPage || result.scopes.length === 0) return
  const paths = [...new Set(result.scopes.flatMap(scopePaths))].slice(0, MAX_BACKGROUND_RENDERS)
  const origin = c.env.PUBLIC_ORIGIN?.trim() || originOf(c.req.url)
  const bookmark = c.get('d1Bookmark')?.() ?? null
  c.executionCtx.waitUntil(renderInBackground(fetchPage, origin, paths, bookmark))
}

/** A sync that could not finish is a dependency down: 503, so the CMS's log shows it failed. */
function failed(c: Ctx, error: unknown, what: string) {
  log.error('content.sync-failed', { what, error })
  const message = error instanceof CmsReadFailed ? error.message : 'The sync could not finish'
  return c.json({ error: message }, 503)
}

/**
 * `POST /api/cms/webhook`: Strapi calls it when an editor publishes, unpublishes or deletes an
 * entry, or changes a file of the media library (cms/src/content-model/events.ts). The answer
 * comes once the documents are fetched from the CMS in every locale and committed to D1 with
 * the scopes they touched; a failure answers 503 and the reconcile heals it. A draft saved, or
 * a model that is not the site's content, changes nothing and says so (202).
 */
cmsWebhook.post('/api/cms/webhook', async (c) => {
  const refusal = await refused(c)
  if (refusal) return refusal
  const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
  const event = typeof body?.event === 'string' ? body.event : ''
  const kind = eventKind(event)
  if (!kind) return c.json({ ignored: event || null, reason: 'not an event of the site' }, 202)
  if (kind === 'draft')
    return c.json({ ignored: event, reason: 'a draft: visitors see nothing' }, 202)
  try {
    if (kind === 'media') {
      const id = Number((body?.media as Record<string, unknown> | undefined)?.id)
      if (!Number.isSafeInteger(id)) return c.json({ error: 'The event names no file' }, 400)
      const users = await documentsShowingMedia(c.env.DB, id)
      const result = await syncDocuments(c.env, users)
      renderChanged(c, result)
      return c.json(summary(result), 200)
    }
    // Strapi 5 names the content type (`uid`) and its singular name (`model`)
    const model = kindOfUid(body?.uid ?? `api::${String(body?.model)}.${String(body?.model)}`)
    const entry = body?.entry as Record<string, unknown> | undefined
    const documentId = typeof entry?.documentId === 'string' ? entry.documentId : ''
    if (!model)
      return c.json({ ignored: event, reason: `not the site's content: ${String(body?.uid)}` }, 202)
    if (!/^[a-z0-9]{1,64}$/.test(documentId)) {
      return c.json({ error: 'The event names no document' }, 400)
    }
    const result = await syncDocuments(c.env, new Map([[model, new Set([documentId])]]))
    renderChanged(c, result)
    return c.json(summary(result), 200)
  } catch (error) {
    return failed(c, error, event)
  }
})

/**
 * `POST /api/cms/sync`: one step of the reconcile, for `npm run cms:sync`, which calls it until
 * it answers `done` (its body: `{"budget": 100, "presence": "now" | "due"}`).
 */
cmsWebhook.post('/api/cms/sync', async (c) => {
  const refusal = await refused(c)
  if (refusal) return refusal
  const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
  const budget = Number(body.budget ?? 100)
  if (!Number.isInteger(budget) || budget < 1 || budget > 500) {
    return c.json({ error: 'budget must be a whole number from 1 to 500' }, 400)
  }
  try {
    const report = await reconcileStep(c.env, {
      budget,
      presence: body.presence === 'now' ? 'now' : 'due',
    })
    return c.json({ ...report, ...summary(report) }, 200)
  } catch (error) {
    return failed(c, error, 'reconcile')
  }
})
