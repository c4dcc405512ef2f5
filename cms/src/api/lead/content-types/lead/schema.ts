import { FIELDS, formCollection } from '../../../../intake/attributes'

/**
 * A lead (request a call, consultation, landing page, floor plan, brochure), assigned to the
 * consultant of its listing; the sales team moves its stage. `listingRef` and `consultantRef`
 * are the site's numbers as the visitor's page sent them (the listing's and consultant's `ref`).
 */
export default formCollection({
  singularName: 'lead',
  pluralName: 'leads',
  displayName: 'Lead',
  description: 'A request from the site, assigned to the consultant of its listing',
  attributes: {
    fullName: FIELDS.text,
    email: FIELDS.email,
    phone: FIELDS.text,
    kind: {
      type: 'enumeration',
      required: true,
      enum: ['call', 'consultation', 'landing', 'floor-plan', 'brochure'],
    },
    stage: {
      type: 'enumeration',
      required: true,
      default: 'new',
      enum: ['new', 'contacted', 'qualified', 'won', 'lost'],
    },
    listing: { type: 'relation', relation: 'manyToOne', target: 'api::property.property' },
    consultant: { type: 'relation', relation: 'manyToOne', target: 'api::agent.agent' },
    message: FIELDS.longText,
    listingRef: FIELDS.integer,
    consultantRef: FIELDS.integer,
    /** when the consultant (or the sales inbox) was e-mailed about it */
    notifiedAt: FIELDS.moment,
  },
})
