import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { applyStatus } from '../../../intake/newsletter'
import { eraseEmail, exportEmail } from '../../../intake/privacy'
import { applyRetention } from '../../../intake/retention'
import { checkEnvelope, storeRecord } from '../../../intake/store'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function emailOf(body: any): string {
  const email = body?.email
  if (typeof email !== 'string' || !EMAIL.test(email.trim())) {
    throw new errors.ValidationError('email must be an e-mail address')
  }
  return email.trim()
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A record (201 stored, 200 stored before) or a newsletter change, from the site's outbox. */
  async receive(ctx: any) {
    const envelope = checkEnvelope(ctx.request.body)
    const result =
      envelope.type === 'newsletter_status'
        ? await applyStatus(strapi, envelope)
        : await storeRecord(strapi, envelope)
    ctx.status = result.status
    ctx.body = { stored: result.status === 201, documentId: result.documentId }
  },

  /** `{ cutoffs: { <type>: ISO date } }`: what is older is anonymized (the site's table). */
  async retention(ctx: any) {
    const cutoffs = ctx.request.body?.cutoffs
    if (typeof cutoffs !== 'object' || cutoffs === null) {
      throw new errors.ValidationError('cutoffs must name a date per record type')
    }
    ctx.body = { anonymized: await applyRetention(strapi, cutoffs, new Date()) }
  },

  async export(ctx: any) {
    ctx.body = await exportEmail(strapi, emailOf(ctx.request.body))
  },

  async erase(ctx: any) {
    ctx.body = { erased: await eraseEmail(strapi, emailOf(ctx.request.body), new Date()) }
  },
})
