export interface LeadEvent {
  id: string
  type: 'whatsapp'
  source?: string
  page?: string
  locale: string
  propertyId?: number
  agentId?: number
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  affiliateTransactionId?: string
  createdAt: string
}

export function insertLeadEvent(db: D1Database, event: LeadEvent) {
  return db
    .prepare(
      `INSERT INTO lead_events (id, type, source, page, locale, property_id, agent_id,
        utm_source, utm_medium, utm_campaign, affiliate_transaction_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    .bind(
      event.id,
      event.type,
      event.source ?? null,
      event.page ?? null,
      event.locale,
      event.propertyId ?? null,
      event.agentId ?? null,
      event.utmSource ?? null,
      event.utmMedium ?? null,
      event.utmCampaign ?? null,
      event.affiliateTransactionId ?? null,
      event.createdAt
    )
}
