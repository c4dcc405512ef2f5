// The form collections' schemas (src/api/<form>/content-types/<form>/schema.ts), built from the
// parts every form record shares, so the five read alike: the record's identity first, the
// form's own fields, then where it came from, the consent it was given with and the bot check.
// Not localized, no draft & publish: a record is what a visitor sent, once (the site's
// docs/leads-and-privacy.md). Personal fields are optional here, so an erasure can empty them.

const text = { type: 'string' }
const longText = { type: 'text' }
const moment = { type: 'datetime' }

/** The record's id on the site (the outbox's idempotency key) and the number the visitor saw. */
const IDENTITY = {
  recordId: { type: 'string', required: true, unique: true, maxLength: 64 },
  reference: text,
}

/** Where the record came from, the consent it was given with, and when. */
const PROVENANCE = {
  page: text,
  locale: text,
  utmSource: text,
  utmMedium: text,
  utmCampaign: text,
  utmTerm: text,
  utmContent: text,
  affiliateTransactionId: text,
  marketingOptIn: { type: 'boolean', default: false },
  consentVersion: text,
  consentAt: moment,
  reviewStatus: { type: 'enumeration', enum: ['clear', 'suspected'], default: 'clear' },
  reviewReason: text,
  submittedAt: moment,
  /** when its personal fields were emptied: a person's request, or its retention period */
  erasedAt: moment,
}

export const FIELDS = {
  text,
  longText,
  moment,
  email: { type: 'email' },
  integer: { type: 'integer' },
}

interface Collection {
  singularName: string
  pluralName: string
  displayName: string
  description: string
  attributes: Record<string, object>
}

/** One form's collection: its own attributes between the shared ones. */
export function formCollection({
  singularName,
  pluralName,
  displayName,
  description,
  attributes,
}: Collection) {
  // a copy of its own for every attribute: Strapi writes each attribute's column into its
  // object, and two fields sharing one object would share a column
  return JSON.parse(
    JSON.stringify({
      kind: 'collectionType',
      collectionName: pluralName.replace(/-/g, '_'),
      info: { singularName, pluralName, displayName, description },
      options: { draftAndPublish: false },
      attributes: { ...IDENTITY, ...attributes, ...PROVENANCE },
    })
  )
}
