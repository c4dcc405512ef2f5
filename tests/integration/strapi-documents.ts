import { env } from 'cloudflare:test'
import { textToBlocks } from '../../cms/src/content-model'

/**
 * A demo listing of the test D1 as Strapi's REST API answers it (its source-locale entry): the
 * CMS's field names, Blocks for rich text, a biginteger as a string, relations by their keys.
 * What the sync's mapping reads, for tests of what happens after it (tests/cms/ read the real
 * Strapi).
 */
export async function strapiListing(id: number, documentId = `listing${id}doc`) {
  const row = (await env.DB.prepare('SELECT * FROM properties WHERE id = ?').bind(id).first())!
  return {
    id: 1000 + id,
    documentId,
    locale: 'en',
    ref: id,
    title: row.title,
    area: { id: 1, documentId: `area${row.area_slug}`.replace(/-/g, ''), slug: row.area_slug },
    development: row.development,
    developmentSlug: row.development_slug,
    developer: row.developer,
    type: row.type,
    completion: row.status,
    priceUsd: String(row.price_usd),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sizeSqft: row.size_sqft,
    handoverDate: row.handover_date,
    downPaymentPercent: row.down_payment_percent,
    paymentPlan: row.payment_plan ? JSON.parse(String(row.payment_plan)) : null,
    amenities: JSON.parse(String(row.amenities)),
    photos: [],
    photoAlts: null,
    floorPlans: [],
    description: textToBlocks(String(row.description)),
    brochure: row.brochure,
    agent: row.agent_id
      ? { id: 1, documentId: `agent${row.agent_id}doc`, ref: row.agent_id }
      : null,
    permitNumber: row.permit_number,
    rentEstimateUsd: row.rent_estimate_usd,
    serviceChargeUsd: row.service_charge_usd,
    featured: row.featured === 1,
    listedAt: row.listed_at,
    updatedAt: '2026-11-29T08:00:00.000Z',
  }
}
