/**
 * The content the site shows, as the CMS holds it: each kind's Strapi content type, its REST
 * collection, what a read populates (relations by their public keys only, media with their
 * formats), and the fields written per language. The base row of a document is its entry in
 * the source locale; the other locales' entries give its translations.
 */
export const SOURCE_LOCALE = 'en'

export type ContentKind = 'area' | 'agent' | 'property' | 'post' | 'testimonial'

/** In dependency order: a listing needs its community and consultant, an article its author. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  'area',
  'agent',
  'property',
  'post',
  'testimonial',
]

export interface KindModel {
  uid: string
  /** the REST collection under the API's base, e.g. `/api/properties` */
  collection: string
  /** Strapi's `populate`, as bracket-style query parameters */
  populate: Record<string, unknown>
  /** localized by the i18n plugin: read in every locale (`locale=*`) */
  localized: boolean
}

export const KINDS: Record<ContentKind, KindModel> = {
  area: { uid: 'api::area.area', collection: 'areas', populate: {}, localized: true },
  agent: {
    uid: 'api::agent.agent',
    collection: 'agents',
    populate: { photo: true },
    localized: true,
  },
  property: {
    uid: 'api::property.property',
    collection: 'properties',
    populate: {
      area: { fields: ['slug'] },
      agent: { fields: ['ref'] },
      photos: true,
      floorPlans: { populate: ['image'] },
    },
    localized: true,
  },
  post: {
    uid: 'api::blog-post.blog-post',
    collection: 'blog-posts',
    populate: { cover: true, author: { fields: ['ref'] } },
    localized: true,
  },
  testimonial: {
    uid: 'api::testimonial.testimonial',
    collection: 'testimonials',
    populate: { photo: true },
    localized: true,
  },
}

export function kindOfUid(uid: unknown): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => KINDS[kind].uid === uid)
}

/**
 * The kinds whose public number (`ref`: the listing's, consultant's, article's and
 * testimonial's id on the site, `/catalog/7`) the CMS assigns once, on creation, as the highest
 * in use plus one. Strapi's own `id` changes on every publish; `ref` never does.
 */
export const NUMBERED_KINDS: readonly ContentKind[] = ['agent', 'property', 'post', 'testimonial']

/**
 * The fields translated per locale: the site's translation field (D1's `content_translations`)
 * and the CMS attribute that holds it. `body` fields are rich text (Blocks in the CMS, body text
 * on the site), `list` ones JSON lists.
 */
export const LOCALIZED_FIELDS = {
  area: {
    name: { attribute: 'name' },
    neighbourhood: { attribute: 'neighbourhood', body: true },
  },
  property: {
    title: { attribute: 'title' },
    developer: { attribute: 'developer' },
    description: { attribute: 'description', body: true },
    amenities: { attribute: 'amenities', list: true },
    photos: { attribute: 'photoAlts', list: true },
    floor_plans: { attribute: 'floorPlans', list: true },
    payment_plan: { attribute: 'paymentPlan', list: true },
  },
  agent: {
    title: { attribute: 'title' },
    bio: { attribute: 'bio', body: true },
    track_record: { attribute: 'trackRecord', list: true },
    // a map, not a list: each English place to its name in the locale ("Munich": "München")
    review_places: { attribute: 'reviewPlaces', list: true },
  },
  post: {
    title: { attribute: 'title' },
    excerpt: { attribute: 'excerpt' },
    body: { attribute: 'body', body: true },
    key_takeaways: { attribute: 'keyTakeaways', list: true },
    cover_alt: { attribute: 'coverAlt' },
  },
  testimonial: {
    subtitle: { attribute: 'subtitle' },
  },
} as const

/** D1's name of a kind in `content_translations.entity`. */
export const TRANSLATION_ENTITY = {
  area: 'area',
  property: 'property',
  agent: 'agent',
  post: 'blog_post',
  testimonial: 'testimonial',
} as const
