import { notifyOfLead } from '../../../../intake/notify'

/**
 * Every new lead mails its consultant, whichever way it came in: the site's outbox, or an editor
 * who typed in a lead that came by phone.
 */
export default {
  afterCreate(event: { result: { documentId: string } }) {
    notifyOfLead(strapi, event.result)
  },
}
