import { Webhook } from 'standardwebhooks'

/**
 * Standard Webhooks headers (https://www.standardwebhooks.com) for one delivery: `webhook-id`
 * (the record's id, the same on every attempt, so a receiver deduplicates by it),
 * `webhook-timestamp` (this attempt, in seconds) and `webhook-signature` (`v1,` and the
 * base64 HMAC-SHA256 of `id.timestamp.body` under the secret, `whsec_` and base64 of its key).
 * A secret that is not one throws, so the delivery fails visibly rather than goes unsigned.
 */
export function signedHeaders(secret: string, id: string, body: string, at: Date) {
  let webhook: Webhook
  try {
    webhook = new Webhook(secret)
  } catch {
    throw new Error('WEBHOOK_SECRET is not a Standard Webhooks secret (whsec_ and base64)')
  }
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': webhook.sign(id, at, body),
  }
}
