import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { confirmationMail } from '../mail/newsletter-mail'
import { sendMail } from '../mail/send'
import type { Envelope } from './records'

const SUBSCRIPTION = 'api::newsletter-subscription.newsletter-subscription'
const STATES = new Set(['pending', 'confirmed', 'unsubscribed'])

/**
 * The double opt-in mail of a pending subscription, with the links the site signed (the CMS
 * holds no secret of the site's: it mails what it was given). The mail's List-Unsubscribe
 * headers make it a newsletter mail a client can unsubscribe from in one click.
 */
export function sendConfirmation(strapi: Core.Strapi, envelope: Envelope) {
  const links = envelope.links
  const to = envelope.data.email
  if (typeof to !== 'string' || !links?.confirm || !links.unsubscribe) {
    strapi.log.warn(`Newsletter subscription ${envelope.reference ?? ''} came without its links`)
    return
  }
  const mail = confirmationMail(envelope.source?.locale, {
    confirm: links.confirm,
    unsubscribe: links.unsubscribe,
  })
  void sendMail(
    strapi,
    { to, ...mail },
    { what: `newsletter confirmation ${envelope.reference ?? ''}`.trim(), link: links.confirm }
  )
}

/**
 * `newsletter_status`: the site confirmed a subscription, unsubscribed it, or took it back to
 * pending (a new request for an address that was pending or unsubscribed: the confirmation goes
 * out again). Each change carries its moment: one that arrives after a later one, or twice, is
 * acknowledged and changes nothing. A change before its subscription has arrived is a 404, so
 * the site's outbox retries it after the subscription.
 */
export async function applyStatus(strapi: Core.Strapi, envelope: Envelope) {
  const { subscriptionId, status, at } = envelope.data
  if (typeof subscriptionId !== 'string' || !STATES.has(status) || Number.isNaN(Date.parse(at))) {
    throw new errors.ValidationError('A newsletter status needs subscriptionId, status and at')
  }
  const documents = strapi.documents(SUBSCRIPTION as any)
  const entry = await documents.findFirst({
    filters: { recordId: subscriptionId },
    fields: ['documentId', 'stateChangedAt'],
  })
  if (!entry) throw new errors.NotFoundError(`Subscription ${subscriptionId} has not arrived yet`)
  const documentId: string = entry.documentId
  if (entry.stateChangedAt && Date.parse(entry.stateChangedAt) >= Date.parse(at)) {
    return { status: 200 as const, documentId }
  }
  const data: Record<string, unknown> = { state: status, stateChangedAt: at }
  if (status === 'confirmed') data.confirmedAt = at
  if (status === 'unsubscribed') data.unsubscribedAt = at
  if (status === 'pending') {
    Object.assign(data, {
      email: envelope.data.email,
      locale: envelope.source?.locale ?? null,
      consentVersion: envelope.consent?.version ?? null,
      consentAt: envelope.consent?.at ?? null,
      confirmedAt: null,
      unsubscribedAt: null,
      erasedAt: null,
    })
  }
  await documents.update({ documentId, data: data as any })
  if (status === 'pending') sendConfirmation(strapi, envelope)
  return { status: 201 as const, documentId }
}
