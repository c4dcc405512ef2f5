/**
 * How long personal data is kept: the one table of periods. The privacy policy states them
 * (its retention section takes each as a placeholder, src/pages/legal/legal-page.tsx), and the
 * daily job applies them to D1 and to the CMS (src/server/retention.ts); a test ties the two.
 * After its period a record keeps its place in the counts and loses every personal field.
 */
export interface Period {
  amount: number
  unit: 'year' | 'month' | 'day'
}

export const RETENTION = {
  /** leads (call, consultation, landing, floor plan, brochure): after our last contact */
  enquiries: { amount: 3, unit: 'year' },
  /** careers questionnaires, after they arrive */
  careerApplications: { amount: 12, unit: 'month' },
  /** Refer & Earn applications, after they arrive (a partner's account is the CMS's) */
  partnerApplications: { amount: 2, unit: 'year' },
  /** ratings and messages from the feedback page, after they arrive */
  feedback: { amount: 2, unit: 'year' },
  /** a newsletter address after it unsubscribed */
  unsubscribedAddresses: { amount: 30, unit: 'day' },
  /** a newsletter address whose subscription was never confirmed, after it was entered */
  unconfirmedSubscriptions: { amount: 30, unit: 'day' },
} as const satisfies Record<string, Period>

export type RetentionKey = keyof typeof RETENTION

/**
 * The site's own copies, not in the policy: a delivered record's copy in the outbox (kept a week
 * to look into a delivery), beyond which only the record's own row holds it.
 */
export const OUTBOX_COPY: Period = { amount: 7, unit: 'day' }

const DAY_MS = 24 * 60 * 60 * 1000

/** The moment before which a record is past `period` at `now`: by calendar, in UTC. */
export function cutoff(period: Period, now: number): Date {
  const date = new Date(now)
  if (period.unit === 'day') return new Date(now - period.amount * DAY_MS)
  if (period.unit === 'month') date.setUTCMonth(date.getUTCMonth() - period.amount)
  else date.setUTCFullYear(date.getUTCFullYear() - period.amount)
  return date
}

/** A period in words, as a locale writes it: "3 years", "3 Jahre", "3 سنوات", "3년". */
export function formatPeriod(iso: string, period: Period): string {
  return new Intl.NumberFormat(iso, {
    style: 'unit',
    unit: period.unit,
    unitDisplay: 'long',
  }).format(period.amount)
}
