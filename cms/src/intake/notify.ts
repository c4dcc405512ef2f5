import type { Core } from '@strapi/strapi'
import { siteUrl } from '../config/site'
import { leadNotice } from '../mail/lead-notice'
import { sendMail } from '../mail/send'

const LEAD = 'api::lead.lead'

/**
 * Runs `work` once the current transaction has committed (at once outside one): a lead's
 * afterCreate runs inside the create's transaction, and the mail must neither wait for the
 * mail server while the row is locked nor go out for a lead that was rolled back.
 */
function afterCommit(strapi: Core.Strapi, work: () => Promise<void>) {
  const run = () => {
    work().catch((error: Error) => strapi.log.error(`Lead notice failed: ${error.message}`))
  }
  if (strapi.db.inTransaction()) void strapi.db.transaction(async ({ onCommit }) => onCommit(run))
  else setImmediate(run)
}

/** Where an editor opens this lead in the admin panel. */
function adminLink(strapi: Core.Strapi, documentId: string) {
  const admin = String(strapi.config.get('admin.absoluteUrl') ?? '').replace(/\/+$/, '')
  return `${admin}/content-manager/collection-types/${LEAD}/${documentId}`
}

/**
 * A new lead's e-mail to its consultant, or to the sales inbox (SALES_EMAIL) when it has none:
 * sent as soon as the lead is stored (the site's delivery reaches the CMS within seconds of the
 * visitor's post), answered by replying to the visitor. Its time is kept as `notifiedAt`.
 */
export function notifyOfLead(strapi: Core.Strapi, created: { documentId: string }) {
  afterCommit(strapi, async () => {
    const documents = strapi.documents(LEAD as any)
    const lead: any = await documents.findOne({
      documentId: created.documentId,
      populate: {
        listing: { fields: ['ref', 'title'] },
        consultant: { fields: ['name', 'email'] },
      },
    })
    if (!lead) return
    const to = lead.consultant?.email || process.env.SALES_EMAIL?.trim()
    if (!to) {
      strapi.log.warn(
        `Lead ${lead.reference} has no consultant and SALES_EMAIL is unset: not mailed`
      )
      return
    }
    const mail = leadNotice(lead, { site: siteUrl(), admin: adminLink(strapi, lead.documentId) })
    const sent = await sendMail(
      strapi,
      { to, ...mail, ...(lead.email ? { replyTo: lead.email } : {}) },
      { what: `lead ${lead.reference}` }
    )
    if (sent) {
      await documents.update({
        documentId: lead.documentId,
        data: { notifiedAt: new Date().toISOString() } as any,
      })
    }
  })
}
