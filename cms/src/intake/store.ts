import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { assignment } from './assignment'
import { sendConfirmation } from './newsletter'
import { commonFields, FORM_RECORDS, type Envelope } from './records'

const RECORD_ID = /^[\w-]{8,64}$/

/** What the intake answers: 201 when this delivery stored the record, 200 when one had. */
export interface Stored {
  status: 201 | 200
  documentId: string
}

/** The envelope's shape, checked before anything is written: a bad one is a 400 to the site. */
export function checkEnvelope(body: unknown): Envelope {
  const envelope = body as Envelope
  if (
    typeof envelope?.id !== 'string' ||
    !RECORD_ID.test(envelope.id) ||
    typeof envelope.type !== 'string' ||
    typeof envelope.createdAt !== 'string' ||
    Number.isNaN(Date.parse(envelope.createdAt)) ||
    typeof envelope.data !== 'object' ||
    envelope.data === null
  ) {
    throw new errors.ValidationError('Not a record of the site: id, type, createdAt and data')
  }
  return envelope
}

/**
 * Keeps a form record in its collection, once: the record's id is unique there, so a delivery
 * the site repeats (its answer was lost, or the outbox was replayed) finds the record and
 * stores nothing new. A lead is assigned to its consultant here; its e-mail to them goes out
 * from the collection's afterCreate (src/api/lead/content-types/lead/lifecycles.ts). A new
 * newsletter subscription gets its confirmation mail.
 */
export async function storeRecord(strapi: Core.Strapi, envelope: Envelope): Promise<Stored> {
  const record = FORM_RECORDS[envelope.type]
  if (!record)
    throw new errors.ValidationError(`No collection keeps records of type ${envelope.type}`)
  const documents = strapi.documents(record.uid as any)
  const existing = await documents.findFirst({
    filters: { recordId: envelope.id },
    fields: ['documentId'],
  })
  if (existing) return { status: 200, documentId: existing.documentId }

  const data: Record<string, unknown> = {
    ...commonFields(envelope),
    ...record.fields(envelope.data, envelope),
  }
  if (envelope.type === 'lead') Object.assign(data, await assignment(strapi, data))
  const created = await documents.create({ data: data as any })
  if (envelope.type === 'newsletter_subscription') sendConfirmation(strapi, envelope)
  return { status: 201, documentId: created.documentId }
}
