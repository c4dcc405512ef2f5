// A CRM's receiver of the site's deliveries (docs/leads-and-privacy.md, "Signed deliveries"):
// verify the Standard Webhooks signature, then keep each record once by its id. A fetch handler
// (Cloudflare Workers, Deno, Bun, Node 18+ behind a fetch adapter); tested by
// tests/integration/signed-deliveries.test.ts against the worker's own deliveries.
import { Webhook } from 'standardwebhooks'

/**
 * @param {string} secret the WEBHOOK_SECRET the site signs with (`whsec_` and base64)
 * @param {{ has(id: string): Promise<boolean>, put(record: object): Promise<void> }} store
 */
export function crmReceiver(secret, store) {
  const webhook = new Webhook(secret)
  return async function receive(request) {
    const body = await request.text()
    let record
    try {
      // checks webhook-id, webhook-timestamp (within 5 minutes) and webhook-signature
      record = webhook.verify(body, Object.fromEntries(request.headers))
    } catch {
      return new Response('invalid signature', { status: 401 })
    }
    // a retry of a delivery already kept: accept it again, keep nothing new
    if (await store.has(record.id)) return new Response(null, { status: 200 })
    await store.put(record)
    return new Response(null, { status: 201 })
  }
}
