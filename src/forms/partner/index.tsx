import { PartnerFormIsland } from '../../components/forms/form-islands'
import { answerProps } from '../../routes/forms/form-page'
import { PartnerApplicationSchema } from '../../schemas/partner'
import { declareForm } from '../declaration'
import { PARTNER_VIEW } from './view'

/** The Refer & Earn application, table `partner_applications` (0013). */
export const partnerForm = declareForm({
  view: PARTNER_VIEW,
  recordType: 'partner_application',
  table: 'partner_applications',
  schema: () => PartnerApplicationSchema,
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
  page: (state) => ({
    title: PARTNER_VIEW.title,
    form: <PartnerFormIsland {...answerProps(state)} />,
  }),
})
