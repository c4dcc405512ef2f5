import type { SiteRecord } from '../../../cms/src/content-model'

/**
 * What the sync writes for a document, as a SHA-256: its row and translations. The same answer
 * from the CMS gives the same hash, so a document synced again unchanged writes nothing.
 */
export async function documentHash(record: SiteRecord): Promise<string> {
  const text = JSON.stringify([record.key, record.row, record.translations])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
