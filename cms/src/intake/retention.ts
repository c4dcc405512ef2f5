import type { Core } from '@strapi/strapi'
import { FORM_RECORDS, personalFields, type FormRecord } from './records'

/**
 * When a record's period starts: a lead's at the last time the sales team touched it (its stage,
 * its notes), as the privacy policy promises "after our last contact"; a subscription's when it
 * was unsubscribed, or entered and never confirmed (two cutoffs); every other record's when it
 * was sent.
 */
function olderThan(type: string, cutoff: any) {
  if (type === 'lead') return { updatedAt: { $lt: cutoff } }
  if (type === 'newsletter_subscription') {
    return {
      $or: [
        { state: 'unsubscribed', stateChangedAt: { $lt: cutoff.unsubscribed } },
        { state: 'pending', stateChangedAt: { $lt: cutoff.pending } },
      ],
    }
  }
  return { submittedAt: { $lt: cutoff } }
}

const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value))
/** A cutoff as the site sends it: a date, or the newsletter's two. */
const validCutoff = (type: string, cutoff: any) =>
  type === 'newsletter_subscription'
    ? isDate(cutoff?.unsubscribed) && isDate(cutoff?.pending)
    : isDate(cutoff)

/** Empties the personal fields of the entries matching `filters`; answers how many. */
export async function anonymize(
  strapi: Core.Strapi,
  record: FormRecord,
  filters: Record<string, unknown>,
  at: Date
) {
  const documents = strapi.documents(record.uid as any)
  const entries = await documents.findMany({
    filters: { ...filters, erasedAt: { $null: true } },
    fields: ['documentId'],
    limit: -1,
  } as any)
  const emptied = Object.fromEntries(personalFields(record).map((field) => [field, null]))
  for (const entry of entries) {
    await documents.update({
      documentId: entry.documentId,
      data: { ...emptied, ...record.erased, erasedAt: at.toISOString() } as any,
    })
  }
  return entries.length
}

/**
 * The site's daily retention run (src/privacy/retention.ts there holds the periods, the same the
 * privacy policy states): each type's entries older than its cutoff keep their counts and
 * lose every personal field.
 */
export async function applyRetention(
  strapi: Core.Strapi,
  cutoffs: Record<string, unknown>,
  at: Date
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const [type, cutoff] of Object.entries(cutoffs)) {
    const record = FORM_RECORDS[type]
    if (!record || !validCutoff(type, cutoff)) continue
    counts[type] = await anonymize(strapi, record, olderThan(type, cutoff), at)
  }
  return counts
}
