import { PARTNER_MESSAGE_KEYS, PartnerApplicationSchema } from './schema'
import { declareForm } from '../declaration'
import { PARTNER_VIEW } from './view'

/** The Refer & Earn application, table `partner_applications` (0013). */
export default declareForm({
  view: PARTNER_VIEW,
  recordType: 'partner_application',
  table: 'partner_applications',
  schema: () => PartnerApplicationSchema,
  messages: PARTNER_MESSAGE_KEYS,
  columns: (a) => ({
    full_name: a.fullName,
    email: a.email,
    phone: a.phone,
    partner_type: a.partnerType,
    company: a.company,
    country: a.country,
    referrals_per_month: a.referralsPerMonth,
    network: a.network,
  }),
  crm: (a) => ({
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    partnerType: a.partnerType ?? null,
    company: a.company ?? null,
    country: a.country ?? null,
    referralsPerMonth: a.referralsPerMonth ?? null,
    network: a.network ?? null,
  }),
})
