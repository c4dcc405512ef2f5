import { PARTNER_TYPES, REFERRALS_PER_MONTH } from '../../schemas/form-choices'
import { EMAIL_FIELD, NAME_FIELD, phoneField, select, type FormView } from '../fields'

/** The Refer & Earn application: the partner's details and what they tell about their network. */
export const PARTNER_VIEW = {
  endpoint: '/api/partners',
  idPrefix: 'partner',
  title: 'partnerForm.title',
  intro: 'partnerForm.intro',
  submit: 'partnerForm.submit',
  thankYou: { title: 'partnerForm.submittedTitle', text: 'partnerForm.submittedText' },
  failure: { title: 'partnerForm.failure' },
  loadSchema: () => import('./schema').then((m) => m.PartnerApplicationSchema),
  fields: [
    { kind: 'pair', fields: [NAME_FIELD, EMAIL_FIELD] },
    phoneField(true),
    {
      kind: 'pair',
      fields: [
        select({
          name: 'partnerType',
          label: 'partnerForm.partnerType',
          empty: 'partnerForm.choose',
          options: PARTNER_TYPES,
          optionLabel: (type) => `partnerForm.types.${type}`,
        }),
        select({
          name: 'referralsPerMonth',
          label: 'partnerForm.referralsPerMonth',
          empty: 'partnerForm.choose',
          options: REFERRALS_PER_MONTH,
          optionLabel: (count) => `partnerForm.referrals.${count}`,
        }),
        {
          kind: 'text',
          name: 'company',
          label: 'partnerForm.company',
          autoComplete: 'organization',
        },
        {
          kind: 'text',
          name: 'country',
          label: 'partnerForm.country',
          autoComplete: 'country-name',
        },
      ],
    },
    {
      kind: 'textarea',
      name: 'network',
      label: 'partnerForm.network',
      placeholder: 'partnerForm.networkPlaceholder',
    },
    { kind: 'consent', marketing: true },
  ],
} satisfies FormView

export default PARTNER_VIEW
