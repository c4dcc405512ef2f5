export interface AffiliateClick {
  transactionId: string
  offerId: string
  affiliateId: string
  sub1?: string
  sub2?: string
  sub3?: string
  sub4?: string
  sub5?: string
  uid?: string
  sourceId?: string
  page?: string
  networkStatus: 'local' | 'forwarded' | 'failed'
  createdAt: string
}

export function insertAffiliateClick(db: D1Database, click: AffiliateClick) {
  return db
    .prepare(
      `INSERT INTO affiliate_clicks (transaction_id, offer_id, affiliate_id, sub1, sub2, sub3,
        sub4, sub5, uid, source_id, page, network_status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    .bind(
      click.transactionId,
      click.offerId,
      click.affiliateId,
      click.sub1 ?? null,
      click.sub2 ?? null,
      click.sub3 ?? null,
      click.sub4 ?? null,
      click.sub5 ?? null,
      click.uid ?? null,
      click.sourceId ?? null,
      click.page ?? null,
      click.networkStatus,
      click.createdAt
    )
    .run()
}
