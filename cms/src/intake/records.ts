// The site's form records as the CMS keeps them: which collection each `type` of the outbox's
// envelope goes to, its fields there, and which of them are a person's (what an erasure or the
// end of a retention period empties). The envelope is the JSON the site's CRM gets too (the
// site's docs/lead-capture.md, "What a CRM receives").

export interface Envelope {
  id: string
  type: string
  reference?: string
  createdAt: string
  data: Record<string, any>
  source?: {
    page?: string | null
    locale?: string
    utm?: Record<string, string | undefined>
    affiliateTransactionId?: string | null
  }
  consent?: { version?: string; at?: string; marketingOptIn?: boolean }
  review?: { status?: string; reason?: string | null }
  /** the newsletter's signed links (the site signs them; the CMS only mails them) */
  links?: { confirm?: string; unsubscribe?: string }
}

export type FormUid =
  | 'api::lead.lead'
  | 'api::career-application.career-application'
  | 'api::partner-application.partner-application'
  | 'api::feedback-entry.feedback-entry'
  | 'api::newsletter-subscription.newsletter-subscription'

export interface FormRecord {
  uid: FormUid
  /** the form's own fields from the envelope's `data` */
  fields(data: Record<string, any>, envelope: Envelope): Record<string, unknown>
  /** what an erasure empties, besides the affiliate id every record has */
  personal: readonly string[]
  /** what else an erasure sets (a subscriber erased is mailed nothing more) */
  erased?: Record<string, unknown>
}

const contact = (data: Record<string, any>) => ({
  fullName: data.fullName ?? null,
  email: data.email ?? null,
  phone: data.phone ?? null,
})
const CONTACT = ['fullName', 'email', 'phone'] as const

/** The collections, by the envelope's `type`. */
export const FORM_RECORDS: Record<string, FormRecord> = {
  lead: {
    uid: 'api::lead.lead',
    // the listing and consultant relations are resolved from these refs (./assignment.ts)
    fields: (data) => ({
      ...contact(data),
      kind: data.kind,
      message: data.message ?? null,
      listingRef: data.propertyId ?? null,
      consultantRef: data.agentId ?? null,
    }),
    personal: [...CONTACT, 'message'],
  },
  career_application: {
    uid: 'api::career-application.career-application',
    fields: (data) => ({ ...contact(data), ...(data.answers ?? {}) }),
    // every answer is the applicant's own account of themselves
    personal: [
      ...CONTACT,
      'experience',
      'dubaiYears',
      'portfolio',
      'transactions',
      'ownNetwork',
      'languages',
      'otherLanguages',
      'reason',
      'clientSources',
      'salesExperience',
    ],
  },
  partner_application: {
    uid: 'api::partner-application.partner-application',
    fields: (data) => ({
      ...contact(data),
      partnerType: data.partnerType ?? null,
      company: data.company ?? null,
      country: data.country ?? null,
      referralsPerMonth: data.referralsPerMonth ?? null,
      network: data.network ?? null,
    }),
    personal: [...CONTACT, 'company', 'network'],
  },
  feedback: {
    uid: 'api::feedback-entry.feedback-entry',
    fields: (data) => ({
      rating: data.rating,
      message: data.message ?? null,
      fullName: data.fullName ?? null,
      email: data.email ?? null,
    }),
    // the rating stays: it says nothing of who gave it
    personal: ['fullName', 'email', 'message'],
  },
  newsletter_subscription: {
    uid: 'api::newsletter-subscription.newsletter-subscription',
    fields: (data, envelope) => ({
      email: data.email,
      state: 'pending',
      stateChangedAt: envelope.createdAt,
      unsubscribeUrl: envelope.links?.unsubscribe ?? null,
    }),
    personal: ['email', 'unsubscribeUrl'],
    erased: { state: 'unsubscribed' },
  },
}

export const FORM_UIDS = new Set<string>(Object.values(FORM_RECORDS).map((record) => record.uid))

/** The fields every record has: identity, where it came from, its consent and bot check. */
export function commonFields(envelope: Envelope) {
  const utm = envelope.source?.utm ?? {}
  return {
    recordId: envelope.id,
    reference: envelope.reference ?? null,
    page: envelope.source?.page ?? null,
    locale: envelope.source?.locale ?? null,
    utmSource: utm.source ?? null,
    utmMedium: utm.medium ?? null,
    utmCampaign: utm.campaign ?? null,
    utmTerm: utm.term ?? null,
    utmContent: utm.content ?? null,
    affiliateTransactionId: envelope.source?.affiliateTransactionId ?? null,
    marketingOptIn: envelope.consent?.marketingOptIn ?? false,
    consentVersion: envelope.consent?.version ?? null,
    consentAt: envelope.consent?.at ?? null,
    reviewStatus: envelope.review?.status === 'suspected' ? 'suspected' : 'clear',
    reviewReason: envelope.review?.reason ?? null,
    submittedAt: envelope.createdAt,
  }
}

/** The fields an erasure empties in a record of this collection. */
export function personalFields(record: FormRecord): string[] {
  return [...record.personal, 'affiliateTransactionId']
}
