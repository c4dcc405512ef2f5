import {
  changeStatus,
  subscriptionById,
  type Subscription,
  type SubscriptionStatus,
} from '../db/newsletter'
import { insertOutboxRow } from '../db/webhook-outbox'
import { statusPayload } from '../outbox/payload'

export type ChangeOutcome =
  /** changed now: `eventId` is the outbox record that tells the CMS and the CRM */
  | { changed: true; subscription: Subscription; eventId: string }
  /** already so, or not on the list (erased, or past its retention period) */
  | { changed: false; subscription: Subscription | null }

/**
 * Moves a subscription from one of `from` to `to`, and in the same transaction writes the
 * outbox record of the change (`newsletter_status`), so the CMS and the CRM learn of it exactly
 * as of a new record. Anything else (already changed, or gone) changes nothing.
 */
export async function changeSubscription(
  db: D1Database,
  id: string,
  change: { to: SubscriptionStatus; from: SubscriptionStatus[] },
  now: number
): Promise<ChangeOutcome> {
  const subscription = await subscriptionById(db, id)
  if (!subscription || !change.from.includes(subscription.status)) {
    return { changed: false, subscription }
  }
  const at = new Date(now).toISOString()
  const eventId = crypto.randomUUID()
  const changed = { ...subscription, status: change.to, changedAt: at }
  const [update] = await db.batch([
    changeStatus(db, id, { ...change, at }),
    // written only when the update changed the row: a racing second click writes no event
    insertOutboxRow(
      db,
      {
        id: eventId,
        type: 'newsletter_status',
        payload: statusPayload({ id: eventId, at }, changed),
        createdAt: at,
        now,
      },
      { ifChanged: true }
    ),
  ])
  if (!update?.meta.changes) return { changed: false, subscription: await subscriptionById(db, id) }
  return { changed: true, subscription: changed, eventId }
}
