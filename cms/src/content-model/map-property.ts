import type { Entry, MediaImage } from './media'
import { type MapOptions, read } from './read'

// A listing's row and its translations. Pictures are Media fields; their descriptions are
// words, written per language: `photoAlts` (one per photo, in order) and each floor plan's `alt`,
// else the media library's alternative text, else the listing's title or the plan's label.

function photos(entry: Entry, options: MapOptions, alts: unknown[], fallback: Entry) {
  const title = read.text(entry.title) || read.text(fallback.title)
  return read.list(entry.photos).flatMap((photo, index) => {
    const alt = read.text(alts[index]) || read.mediaAlt(photo) || title
    const image = read.mediaImage(photo, options.origin, alt)
    return image ? [image] : []
  })
}

function floorPlans(entry: Entry, options: MapOptions) {
  return read.list(entry.floorPlans).flatMap((value) => {
    const plan = read.relation(value)
    const label = read.text(plan?.label)
    const alt = read.text(plan?.alt) || read.mediaAlt(plan?.image) || label
    const image: MediaImage | null = read.mediaImage(plan?.image, options.origin, alt)
    // a plan without its drawing shows nothing: left out
    return image ? [{ label, image }] : []
  })
}

/** The payment plan's instalments; anything but a list is no plan. */
const paymentPlan = (value: unknown) => (Array.isArray(value) && value.length ? value : null)

export function propertyRow(en: Entry, options: MapOptions) {
  const plan = paymentPlan(en.paymentPlan)
  return {
    title: read.text(en.title),
    area_slug: read.text(read.relation(en.area)?.slug),
    development: read.text(en.development),
    development_slug: read.text(en.developmentSlug),
    developer: read.text(en.developer),
    type: read.text(en.type),
    status: read.text(en.completion),
    price_usd: read.numeric(en.priceUsd),
    bedrooms: read.numeric(en.bedrooms),
    bathrooms: read.numeric(en.bathrooms),
    size_sqft: read.numeric(en.sizeSqft),
    handover_date: read.text(en.handoverDate) || null,
    down_payment_percent: read.numeric(en.downPaymentPercent),
    payment_plan: plan ? JSON.stringify(plan) : null,
    amenities: read.json(read.list(en.amenities)),
    photos: read.json(photos(en, options, read.list(en.photoAlts), en)),
    floor_plans: read.json(floorPlans(en, options)),
    description: read.body(en.description),
    brochure: read.text(en.brochure) || null,
    agent_id: read.numeric(read.relation(en.agent)?.ref),
    permit_number: read.text(en.permitNumber),
    rent_estimate_usd: read.numeric(en.rentEstimateUsd),
    service_charge_usd: read.numeric(en.serviceChargeUsd),
    featured: en.featured === true ? 1 : 0,
    listed_at: read.text(en.listedAt),
  }
}

/**
 * A listing's fields in another locale. Its photos are the same files in every locale: their
 * translation exists only when the locale describes them (`photoAlts`).
 */
export function propertyTranslation(entry: Entry, en: Entry, options: MapOptions) {
  const alts = read.list(entry.photoAlts)
  const plans = floorPlans(entry, options)
  return {
    title: entry.title,
    developer: entry.developer,
    description: read.body(entry.description),
    amenities: entry.amenities,
    photos: alts.some((alt) => read.text(alt)) ? photos(entry, options, alts, en) : null,
    floor_plans: plans,
    payment_plan: paymentPlan(entry.paymentPlan),
  }
}
