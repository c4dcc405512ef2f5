import { commitDocuments, type SyncResult } from './commit'
import { dependentsOf } from './dependents'
import { fetchOutcomes, withDependencies, type Wanted } from './prepare'
import { strapiReader, type CmsReaderConfig } from './strapi-reader'

export type { SyncResult } from './commit'
export { commitDocuments } from './commit'
export { prepareDocument, type Outcome } from './prepare'

export interface SyncEnv extends CmsReaderConfig {
  DB: D1Database
}

/**
 * Syncs these documents from the CMS into D1: each fetched in every locale (with what it
 * needs), mapped, checked, and written with the scopes it touched in one D1 batch, so a page
 * is rendered again only once what it shows is committed. A document the CMS no longer
 * publishes is taken off the site. Throws when the CMS or D1 fails: nothing half-written
 * counts as done, and the reconcile or the next webhook tries again.
 */
export async function syncDocuments(env: SyncEnv, wanted: Wanted): Promise<SyncResult> {
  const reader = strapiReader(env)
  const outcomes = await fetchOutcomes(reader, wanted)
  // the listings and articles of a consultant or community that came or went, with it
  const dependents = await dependentsOf(env.DB, reader, outcomes)
  const fetched = new Set(outcomes.map((o) => o.documentId))
  for (const ids of dependents.now.values()) {
    for (const id of ids) if (fetched.has(id)) ids.delete(id)
  }
  outcomes.push(...(await fetchOutcomes(reader, dependents.now)))
  await withDependencies(env.DB, reader, outcomes)
  return commitDocuments(env.DB, outcomes, dependents.stale)
}
