import { FIELDS, formCollection } from '../../../../intake/attributes'

/** An agent's careers questionnaire (the site's SPEC.md section 3), for the recruiters. */
export default formCollection({
  singularName: 'career-application',
  pluralName: 'career-applications',
  displayName: 'Career application',
  description: 'An agent who answered the careers questionnaire',
  attributes: {
    fullName: FIELDS.text,
    email: FIELDS.email,
    phone: FIELDS.text,
    experience: FIELDS.text,
    dubaiYears: FIELDS.text,
    portfolio: FIELDS.text,
    transactions: FIELDS.text,
    ownNetwork: FIELDS.text,
    languages: { type: 'json' },
    otherLanguages: FIELDS.text,
    reason: FIELDS.longText,
    clientSources: FIELDS.longText,
    salesExperience: FIELDS.longText,
  },
})
