/**
 * What every stored submission records besides its answers: identity, origin, consent and the
 * bot-check verdict. `insertSubmission` (./submissions.ts) binds it once for every table.
 */
export interface SubmissionRecord {
  id: string
  reference: string
  page: string | null
  locale: string
  utm: {
    source?: string
    medium?: string
    campaign?: string
    term?: string
    content?: string
  }
  affiliateTransactionId: string | null
  consent: { version: string; locale: string; at: string; marketingOptIn: boolean }
  review: { status: 'clear' | 'suspected'; reason: string | null }
  createdAt: string
}
