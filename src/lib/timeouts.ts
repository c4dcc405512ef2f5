/**
 * How long the worker waits for each neighbour, and how long each kind of request may take in
 * all (docs/abuse-and-resilience.md lists them, with what the visitor sees when one runs out).
 * A call's own timeout is clipped to what is left of its request's budget (src/lib/budget.ts),
 * so two slow calls in a row cannot add up past it.
 */

/** The most one request (or cron run) may spend waiting on its neighbours. */
export const BUDGET_MS = {
  /** a page, a list, a redirect: a visitor gives up after a few seconds */
  render: 5_000,
  /** a form post: the island shows "Submitting..."; the commit must get its turn */
  formPost: 10_000,
  /** sign-in and the rest of the CMS proxy: Strapi checks a password (bcrypt) */
  signIn: 8_000,
  /** one cron run: it ends well before the next minute's run starts */
  cron: 45_000,
} as const

export type Place = keyof typeof BUDGET_MS

/** Each outbound call's own timeout (further clipped by the budget of its place). */
export const TIMEOUT_MS = {
  /** the rate limiting binding: a local counter, answers in a millisecond or two */
  rateLimit: 500,
  /** one D1 read (a page's query, an idempotency or duplicate check) */
  d1Read: 2_500,
  /** one D1 write batch (a submission with its outbox row and answer) */
  d1Write: 5_000,
  /** Turnstile's siteverify */
  turnstile: 3_000,
  /** the affiliate network's click endpoint */
  affiliateNetwork: 2_000,
  /** one call of the CMS's users-permissions API */
  cmsAuth: 5_000,
  /** one call of the CMS's content API */
  cmsContent: 5_000,
  /** one delivery to the CRM (LEAD_WEBHOOK_URL) */
  crmDelivery: 10_000,
  /** a dependency's check in /healthz */
  healthCheck: 2_000,
} as const

export type Call = keyof typeof TIMEOUT_MS
