// The lead the lead tests post, and a count of stored leads.
import { env } from 'cloudflare:test'

export const LEAD = {
  kind: 'call',
  fullName: 'Aisha Rahman',
  email: 'aisha@example.com',
  phone: '050 123 4567',
  phoneCountry: 'AE',
  page: '/catalog/12',
  locale: 'en',
  propertyId: 12,
  utmSource: 'google',
  utmCampaign: 'spring',
  affiliateTransactionId: 'tx-123',
}

export async function countLeads(where = '1 = 1', ...params: unknown[]) {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM leads WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>()
  return row!.n
}
