import { FIELDS, formCollection } from '../../../../intake/attributes'

/** Someone who applied to Refer & Earn from the site's partners page. */
export default formCollection({
  singularName: 'partner-application',
  pluralName: 'partner-applications',
  displayName: 'Partner application',
  description: 'An application to the Refer & Earn programme',
  attributes: {
    fullName: FIELDS.text,
    email: FIELDS.email,
    phone: FIELDS.text,
    partnerType: FIELDS.text,
    company: FIELDS.text,
    country: FIELDS.text,
    referralsPerMonth: FIELDS.text,
    network: FIELDS.longText,
  },
})
