// The partner portal's data: the CMS's user, asked for with what the dashboard shows and
// reshaped into the dashboard's partner, so the page never sees the CMS's shapes.

export const REFERRAL_STATUSES = [
  'new',
  'contacted',
  'viewing',
  'negotiating',
  'closed',
  'lost',
] as const
type ReferralStatus = (typeof REFERRAL_STATUSES)[number]

export interface Referral {
  id: string
  client: string
  date?: string
  status: ReferralStatus | string
  /** commission in USD, when known */
  commission?: number
}

export interface Partner {
  name: string
  email?: string
  avatar?: string
  referrals: Referral[]
  accountManager?: { name: string; email?: string; phone?: string }
}

export type DashboardState = { partner: Partner } | { unavailable: true } | undefined

/** The `populate` that `/users/me` needs for the dashboard (Strapi's bracket style). */
export const DASHBOARD_QUERY = new URLSearchParams({
  'populate[referrals]': 'true',
  'populate[accountManager]': 'true',
  'populate[avatar]': 'true',
})

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/**
 * Turns the CMS's user into the dashboard's partner. The referral fields accepted (`clientName`
 * or `name`, `stage` or `status`, `createdAt` or `date`, `commission`) are documented in docs/partner-sign-in.md; anything
 * else the CMS sends is ignored, and a malformed row is skipped rather than failing the page.
 */
export function reshapePartner(user: Record<string, unknown>, cmsBase?: string): Partner {
  const rawReferrals = Array.isArray(user.referrals) ? user.referrals : []
  const referrals = rawReferrals.flatMap((row: unknown, index): Referral[] => {
    if (!row || typeof row !== 'object') return []
    const r = row as Record<string, unknown>
    const client = text(r.clientName) ?? text(r.name)
    if (!client) return []
    const commission = Number(r.commission)
    return [
      {
        id: String(r.documentId ?? r.id ?? index),
        client,
        date: text(r.date) ?? text(r.createdAt),
        // `stage` in the cms/ project (`status` is reserved by Strapi's draft & publish)
        status: (text(r.stage) ?? text(r.status))?.toLowerCase() ?? 'new',
        commission: r.commission != null && Number.isFinite(commission) ? commission : undefined,
      },
    ]
  })
  const manager = user.accountManager as Record<string, unknown> | null | undefined
  const managerName = manager ? text(manager.name) : undefined
  const avatar = user.avatar as { url?: unknown } | string | null | undefined
  return {
    name: text(user.fullName) ?? text(user.username) ?? text(user.email) ?? '',
    email: text(user.email),
    avatar: mediaUrl(typeof avatar === 'string' ? avatar : text(avatar?.url), cmsBase),
    referrals,
    accountManager: managerName
      ? { name: managerName, email: text(manager?.email), phone: text(manager?.phone) }
      : undefined,
  }
}

/** Strapi gives uploads as paths on the CMS's origin; only http(s) URLs are kept. */
function mediaUrl(value: string | undefined, cmsBase: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = cmsBase ? new URL(value, cmsBase) : new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}
