import type { Core } from '@strapi/strapi'
import { LOCALIZED_FIELDS, textToBlocks, TRANSLATION_ENTITY } from '../content-model'
import { hasSeedData, readDemoContent } from './demo-content'
import { uploader } from './uploads'

type Row = Record<string, any>
type Kind = keyof typeof TRANSLATION_ENTITY

/**
 * A D1 translation row's fields as the CMS's localized attributes (content-model/kinds.ts):
 * body text as Blocks, lists parsed; the photos' descriptions as `photoAlts`, and each floor
 * plan with its label, its drawing's description and the drawing uploaded for English.
 */
function localizedAttributes(kind: Kind, fields: Row, drawings: Map<string, number>): Row {
  const data: Row = {}
  for (const [field, value] of Object.entries(fields)) {
    const spec = (
      LOCALIZED_FIELDS[kind] as Record<
        string,
        { attribute: string; body?: boolean; list?: boolean }
      >
    )[field]
    if (!spec) continue
    const text = String(value)
    if (field === 'photos') {
      data.photoAlts = JSON.parse(text).map((photo: Row) => photo.alt)
    } else if (field === 'floor_plans') {
      data.floorPlans = JSON.parse(text).map((plan: Row) => ({
        label: plan.label,
        alt: plan.image.alt,
        image: drawings.get(plan.image.key) ?? null,
      }))
    } else {
      data[spec.attribute] = spec.body ? textToBlocks(text) : spec.list ? JSON.parse(text) : text
    }
  }
  return data
}

/**
 * Whether to seed the demo content: SEED_DEMO_CONTENT=true or false, and by default outside
 * production only, so a live CMS never fills itself with demo listings.
 */
export function seedDemoWanted(): boolean {
  const asked = process.env.SEED_DEMO_CONTENT?.trim()
  if (asked) return asked === 'true'
  return process.env.NODE_ENV !== 'production'
}

/**
 * Fills an empty CMS with the site's demo content: areas, consultants, listings, articles and
 * testimonials, published, with their pictures uploaded and every translation the D1 seeds
 * hold as a localization. Runs once: a CMS that has any listing is left alone.
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.documents('api::property.property').count({})) > 0) return
  if (!hasSeedData()) {
    strapi.log.info(
      "No demo content pack in seed-data/ (the site's `npm run cms` writes it): nothing seeded"
    )
    return
  }
  const started = Date.now()
  const demo = readDemoContent()
  const upload = uploader(strapi)

  async function create(uid: any, data: Row, kind?: Kind, key?: string, drawings = new Map()) {
    const created = await strapi.documents(uid).create({ data, status: 'published' } as any)
    const entity = kind && TRANSLATION_ENTITY[kind]
    const byLocale = entity && key ? demo.translations.get(entity)?.get(key) : undefined
    for (const [locale, fields] of byLocale ?? []) {
      // a uid field is written per locale, so each localization carries the same slug
      const localized: Row = {
        ...(data.slug ? { slug: data.slug } : {}),
        ...localizedAttributes(kind!, fields, drawings),
      }
      // a required localized field the translation leaves out keeps the English (the developer)
      if (kind === 'property' && !localized.developer) localized.developer = data.developer
      // a listing's development is named per language once for all its listings (by its slug)
      if (kind === 'property') {
        localized.development =
          demo.translations.get('development')?.get(data.developmentSlug)?.get(locale)?.name ??
          data.development
      }
      await strapi.documents(uid).update({
        documentId: created.documentId,
        locale,
        data: localized,
        status: 'published',
      } as any)
    }
    return created
  }

  const areas = new Map<string, string>()
  for (const area of demo.areas) {
    const created = await create(
      'api::area.area',
      {
        slug: area.slug,
        name: area.name,
        neighbourhood: textToBlocks(area.neighbourhood),
        sortOrder: area.sort_order,
      },
      'area',
      area.slug
    )
    areas.set(area.slug, created.documentId)
  }

  const agents = new Map<number, string>()
  for (const agent of demo.agents) {
    const created = await create(
      'api::agent.agent',
      {
        ref: agent.id,
        slug: agent.slug,
        name: agent.name,
        gender: agent.gender,
        title: agent.title,
        bio: textToBlocks(agent.bio),
        trackRecord: agent.track_record,
        portfolioUsd: agent.portfolio_usd,
        rating: agent.rating,
        reviewCount: agent.review_count,
        expertises: agent.expertises,
        languages: agent.languages,
        photo: agent.photo ? await upload(agent.photo, agent.name) : null,
        brn: agent.brn,
        phone: agent.phone,
        email: agent.email,
        whatsapp: agent.whatsapp,
        yearsInDubai: agent.years_in_dubai,
        dealsClosed: agent.deals_closed,
        reviews: agent.reviews,
        sortOrder: agent.sort_order,
      },
      'agent',
      String(agent.id)
    )
    agents.set(agent.id, created.documentId)
  }

  for (const property of demo.properties) {
    const photos: number[] = []
    for (const photo of property.photos) {
      const id = await upload(photo.key, photo.alt)
      if (id) photos.push(id)
    }
    const floorPlans = []
    const drawings = new Map<string, number>()
    for (const plan of property.floor_plans) {
      const image = (await upload(plan.image.key, plan.image.alt)) ?? null
      if (image) drawings.set(plan.image.key, image)
      floorPlans.push({ label: plan.label, alt: plan.image.alt, image })
    }
    await create(
      'api::property.property',
      {
        ref: property.id,
        title: property.title,
        area: areas.get(property.area_slug),
        development: property.development,
        developmentSlug: property.development_slug,
        developer: property.developer,
        type: property.type,
        completion: property.status,
        priceUsd: property.price_usd,
        bedrooms: property.bedrooms,
        bathrooms: property.bathrooms,
        sizeSqft: property.size_sqft,
        handoverDate: property.handover_date,
        downPaymentPercent: property.down_payment_percent,
        paymentPlan: property.payment_plan,
        amenities: property.amenities,
        photos,
        floorPlans,
        description: textToBlocks(property.description),
        brochure: property.brochure,
        agent: agents.get(property.agent_id),
        permitNumber: property.permit_number,
        rentEstimateUsd: property.rent_estimate_usd,
        serviceChargeUsd: property.service_charge_usd,
        featured: property.featured === 1,
        listedAt: property.listed_at,
      },
      'property',
      String(property.id),
      drawings
    )
  }

  for (const post of demo.posts) {
    await create(
      'api::blog-post.blog-post',
      {
        ref: post.id,
        slug: post.slug,
        title: post.title,
        topic: post.topic,
        excerpt: post.excerpt,
        body: textToBlocks(post.body),
        keyTakeaways: post.key_takeaways,
        cover: await upload(post.cover, post.cover_alt),
        coverAlt: post.cover_alt,
        date: post.published_at.slice(0, 10),
        author: post.author_id ? agents.get(post.author_id) : null,
      },
      'post',
      String(post.id)
    )
  }

  for (const testimonial of demo.testimonials) {
    await create(
      'api::testimonial.testimonial',
      {
        ref: testimonial.id,
        name: testimonial.name,
        subtitle: testimonial.subtitle,
        text: testimonial.text,
        language: testimonial.language,
        rating: testimonial.rating,
        photo: testimonial.photo ? await upload(testimonial.photo, testimonial.name) : null,
        date: testimonial.published_at.slice(0, 10),
      },
      'testimonial',
      String(testimonial.id)
    )
  }
  strapi.log.info(`Seeded the demo content in ${Date.now() - started} ms`)
}
