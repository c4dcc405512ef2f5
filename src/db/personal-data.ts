// What D1 holds about a person, and how it is forgotten: the one list the daily retention job
// (./retention.ts) and `npm run privacy` (scripts/privacy/) both use. Plain data and SQL text,
// importing nothing, so the Node script reads this very file. Forgetting a row keeps the row
// (the counts, the campaign, the date) and replaces every personal field; `erased_at` says when.

export interface PersonalTable {
  table: string
  /** the column with the person's e-mail address, matched without regard to letter case */
  email: string
  /** each personal column and what replaces it (a NOT NULL column keeps a harmless value) */
  erase: Record<string, string>
}

const CLEARED = "''"
const NONE = 'NULL'

export const PERSONAL_TABLES: readonly PersonalTable[] = [
  {
    table: 'leads',
    email: 'email',
    erase: { full_name: CLEARED, email: CLEARED, phone: CLEARED, message: NONE },
  },
  {
    table: 'career_applications',
    email: 'email',
    // every answer is the applicant's account of themselves
    erase: {
      full_name: CLEARED,
      email: CLEARED,
      phone: NONE,
      experience: NONE,
      dubai_years: NONE,
      portfolio: NONE,
      transactions: NONE,
      own_network: NONE,
      languages: "'[]'",
      other_languages: NONE,
      reason: NONE,
      client_sources: NONE,
      sales_experience: NONE,
    },
  },
  {
    table: 'partner_applications',
    email: 'email',
    erase: { full_name: CLEARED, email: CLEARED, phone: CLEARED, company: NONE, network: NONE },
  },
  {
    table: 'feedback',
    email: 'email',
    // the rating stays: it says nothing of who gave it
    erase: { full_name: NONE, email: NONE, message: CLEARED },
  },
  {
    table: 'newsletter_subscriptions',
    email: 'email',
    // the address is unique and required: a placeholder no one can receive mail at; and an
    // erased subscriber is mailed nothing more, whatever it was
    erase: { email: "'erased:' || id", status: "'unsubscribed'" },
  },
]

/** `SET …` of an erasure: the personal columns, the affiliate id, and the moment (`?1`). */
export function eraseAssignments(table: PersonalTable): string {
  const columns = { ...table.erase, affiliate_transaction_id: NONE }
  return [
    ...Object.entries(columns).map(([column, value]) => `${column} = ${value}`),
    'erased_at = ?1',
  ].join(', ')
}

/** A table's rows sent with the address `?2`, in any letter case. */
export const byEmail = (table: PersonalTable) => `lower(${table.email}) = lower(?2)`

/** Deliveries of a record whose payload is gone can never be made: cancelled, with the reason. */
export const CANCEL_CLEARED_DELIVERIES_SQL = `UPDATE outbox_deliveries SET status = 'cancelled',
  lease_until = 0, last_error = 'not sent: its outbox copy was cleared'
WHERE status IN ('pending', 'dead') AND record_id IN (SELECT id FROM webhook_outbox WHERE payload = '')`

/**
 * The outbox's copies of forgotten rows: a record of an erased row, and a newsletter change of
 * an erased subscription, lose their payload (the old version, were it rolled back, sees them
 * delivered), and their deliveries that still wait are cancelled: nothing erased is sent on.
 */
export const CLEAR_ERASED_OUTBOX_SQL = [
  `UPDATE webhook_outbox SET payload = '', status = 'delivered'
WHERE payload <> '' AND (id IN (${PERSONAL_TABLES.map(
    ({ table }) => `SELECT id FROM ${table} WHERE erased_at IS NOT NULL`
  ).join(' UNION ALL ')})
  OR (record_type = 'newsletter_status' AND json_extract(NULLIF(payload, ''), '$.data.subscriptionId') IN
    (SELECT id FROM newsletter_subscriptions WHERE erased_at IS NOT NULL)))`,
  CANCEL_CLEARED_DELIVERIES_SQL,
]
