/**
 * What every stored submission records besides its answers: identity, origin, consent and the
 * bot-check verdict. Each table's insert function takes its answers plus this.
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

/** `undefined` is not a D1 value: absent optional answers are stored as NULL. */
export function orNull<T>(value: T | undefined): T | null {
  return value === undefined ? null : value
}
