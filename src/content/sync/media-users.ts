import type { ContentKind } from '../../../cms/src/content-model'

/**
 * The documents whose pictures include a file of the media library: a file replaced or
 * described anew there changes what their pages show, without a publish of theirs. The sync
 * writes each picture with its upload's id last (`..."media":42}`); this finds it in every
 * picture column and translated picture list. A scan of those columns, made on a media event
 * only.
 */
export async function documentsShowingMedia(
  db: D1Database,
  mediaId: number
): Promise<Map<ContentKind, Set<string>>> {
  const pattern = `%"media":${mediaId}}%`
  const { results } = await db
    .prepare(
      `SELECT 'property' AS kind, document_id FROM properties
         WHERE photos LIKE ?1 OR floor_plans LIKE ?1
       UNION SELECT 'property', p.document_id FROM content_translations t
         JOIN properties p ON t.entity = 'property' AND p.id = CAST(t.entity_key AS INTEGER)
         WHERE t.field IN ('photos', 'floor_plans') AND t.value LIKE ?1
       UNION SELECT 'agent', document_id FROM agents WHERE photo LIKE ?1
       UNION SELECT 'post', document_id FROM blog_posts WHERE cover LIKE ?1
       UNION SELECT 'testimonial', document_id FROM testimonials WHERE photo LIKE ?1`
    )
    .bind(pattern)
    .all<{ kind: ContentKind; document_id: string | null }>()
  const found = new Map<ContentKind, Set<string>>()
  for (const { kind, document_id } of results) {
    if (document_id) found.set(kind, (found.get(kind) ?? new Set()).add(document_id))
  }
  return found
}
