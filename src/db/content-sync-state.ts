// Where the CMS reconcile stands (migration 0031): per kind, the changes it has synced up to
// (Strapi's `updatedAt`, then `documentId`), and the presence pass over every published document.

export interface Mark {
  updatedAt: string
  documentId: string
}

/** Before anything was synced: every entry the CMS has is a change. */
export const FIRST_MARK: Mark = { updatedAt: '1970-01-01T00:00:00.000Z', documentId: '' }

export async function readMark(db: D1Database, kind: string): Promise<Mark> {
  const row = await db
    .prepare('SELECT updated_at, document_id FROM content_sync_marks WHERE kind = ?1')
    .bind(kind)
    .first<{ updated_at: string; document_id: string }>()
  return row ? { updatedAt: row.updated_at, documentId: row.document_id } : FIRST_MARK
}

/** Moves a kind's mark forward, never back (two runs at once cannot undo each other's). */
export function saveMark(db: D1Database, kind: string, mark: Mark) {
  return db
    .prepare(
      `INSERT INTO content_sync_marks (kind, updated_at, document_id) VALUES (?1, ?2, ?3)
       ON CONFLICT (kind) DO UPDATE SET updated_at = excluded.updated_at,
         document_id = excluded.document_id
       WHERE (excluded.updated_at, excluded.document_id)
         > (content_sync_marks.updated_at, content_sync_marks.document_id)`
    )
    .bind(kind, mark.updatedAt, mark.documentId)
    .run()
}

export interface PassState {
  /** the kind the running pass is at, null when none runs */
  kind: string | null
  /** the last documentId it checked of that kind */
  after: string
  startedAt: string | null
  doneAt: string | null
}

export async function readPass(db: D1Database): Promise<PassState> {
  const row = await db
    .prepare('SELECT kind, after, started_at, done_at FROM content_sync_pass WHERE id = 1')
    .first<{
      kind: string | null
      after: string | null
      started_at: string | null
      done_at: string | null
    }>()
  return {
    kind: row?.kind ?? null,
    after: row?.after ?? '',
    startedAt: row?.started_at ?? null,
    doneAt: row?.done_at ?? null,
  }
}

export function savePass(db: D1Database, pass: PassState) {
  return db
    .prepare(
      `UPDATE content_sync_pass SET kind = ?1, after = ?2, started_at = ?3, done_at = ?4
       WHERE id = 1`
    )
    .bind(pass.kind, pass.after, pass.startedAt, pass.doneAt)
    .run()
}

/** The documents of a kind D1 holds (shown or skipped), after one id and up to another. */
export async function knownDocuments(
  db: D1Database,
  kind: string,
  after: string,
  upTo: string | null
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT document_id FROM content_documents WHERE kind = ?1 AND document_id > ?2
       AND (?3 IS NULL OR document_id <= ?3) ORDER BY document_id`
    )
    .bind(kind, after, upTo)
    .all<{ document_id: string }>()
  return results.map((row) => row.document_id)
}
