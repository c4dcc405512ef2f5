import { type ContentKind, SOURCE_LOCALE } from './kinds'
import type { Entry } from './media'
import { postRow, testimonialRow } from './map-posts'
import { propertyRow, propertyTranslation } from './map-property'
import { imageColumn, type MapOptions, read } from './read'

/**
 * One CMS document as the site's rows: its row in D1's table for the kind (column names as D1
 * has them, JSON columns as JSON text), its translated fields, and the documents it names. The
 * one mapping from Strapi to the site, used by the sync (into D1) and the preview (a draft).
 */
export interface SiteRecord {
  kind: ContentKind
  documentId: string
  /** the row's key in D1: the public number (`ref`), or a community's slug */
  key: number | string
  row: Record<string, unknown>
  /** `content_translations` rows: the field in another locale, when it has a value there */
  translations: { locale: string; field: string; value: string }[]
  /**
   * A listing's development named in other locales: translated once for every listing of it
   * (D1's `content_translations` entity `development`, keyed by its slug)
   */
  developmentNames?: { slug: string; names: { locale: string; value: string }[] }
  /** the documents it names (community, consultant, author), which D1 must hold first */
  needs: { kind: ContentKind; documentId: string }[]
  /** the newest change among its locales, Strapi's `updatedAt` */
  updatedAt: string
}

export type Mapped = { record: SiteRecord } | { skipped: string }
export type { MapOptions }

/**
 * A translation's value as D1 stores it: text as it is, lists and maps (a consultant's review
 * places, English to translated) as JSON; empty is no value.
 */
function translationValue(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? value : null
  if (Array.isArray(value)) return value.length ? JSON.stringify(value) : null
  if (value && typeof value === 'object') {
    return Object.keys(value).length ? JSON.stringify(value) : null
  }
  return null
}

const ROWS = {
  area: (en: Entry) => ({
    slug: read.text(en.slug),
    name: read.text(en.name),
    neighbourhood: read.body(en.neighbourhood),
    sort_order: read.numeric(en.sortOrder) ?? 0,
  }),
  agent: (en: Entry, options: MapOptions) => ({
    slug: read.text(en.slug),
    name: read.text(en.name),
    gender: en.gender === 'female' || en.gender === 'male' ? en.gender : null,
    title: read.text(en.title),
    bio: read.body(en.bio),
    track_record: read.json(read.list(en.trackRecord)),
    portfolio_usd: read.numeric(en.portfolioUsd),
    rating: read.numeric(en.rating),
    review_count: read.numeric(en.reviewCount) ?? 0,
    expertises: read.json(read.list(en.expertises)),
    languages: read.json(read.list(en.languages)),
    photo: imageColumn(en.photo, options, read.mediaAlt(en.photo) || read.text(en.name)),
    brn: read.text(en.brn),
    phone: read.text(en.phone),
    email: read.text(en.email),
    whatsapp: read.text(en.whatsapp),
    years_in_dubai: read.numeric(en.yearsInDubai) ?? 0,
    deals_closed: read.numeric(en.dealsClosed) ?? 0,
    reviews: read.json(read.list(en.reviews)),
    sort_order: read.numeric(en.sortOrder) ?? 0,
  }),
  property: propertyRow,
  post: postRow,
  testimonial: testimonialRow,
}

/** The translated fields of one locale's entry. */
function translated(kind: ContentKind, entry: Entry, en: Entry, options: MapOptions) {
  switch (kind) {
    case 'area':
      return { name: entry.name, neighbourhood: read.body(entry.neighbourhood) }
    case 'agent':
      return {
        title: entry.title,
        bio: read.body(entry.bio),
        track_record: entry.trackRecord,
        review_places: entry.reviewPlaces,
      }
    case 'post':
      return {
        title: entry.title,
        excerpt: entry.excerpt,
        body: read.body(entry.body),
        key_takeaways: entry.keyTakeaways,
        cover_alt: entry.coverAlt,
      }
    case 'property':
      return propertyTranslation(entry, en, options)
    case 'testimonial':
      return { subtitle: entry.subtitle }
  }
}

/**
 * Maps every locale's entry of one document (Strapi's answer with `locale=*`, or one entry for
 * a kind that is not localized). A document without an entry in the source locale, without its
 * number, or a listing without its community, is not a page of the site: skipped, with why.
 */
export function mapDocument(kind: ContentKind, entries: Entry[], options: MapOptions): Mapped {
  const en = entries.find((entry) => (entry.locale ?? SOURCE_LOCALE) === SOURCE_LOCALE)
  if (!en) return { skipped: `no ${SOURCE_LOCALE} entry` }
  const documentId = read.text(en.documentId)
  const key = kind === 'area' ? read.text(en.slug) : read.numeric(en.ref)
  if (!documentId) return { skipped: 'no documentId' }
  if (key === null || key === '') return { skipped: kind === 'area' ? 'no slug' : 'no ref' }
  const row: Record<string, unknown> = { ...ROWS[kind](en, options), document_id: documentId }
  if (kind !== 'area') row.id = key
  if (kind === 'property' && !row.area_slug) return { skipped: 'no community (area)' }

  const updatedAt = entries
    .map((entry) => read.text(entry.updatedAt))
    .reduce((newest, date) => (date > newest ? date : newest), '')
  if (kind !== 'area' && kind !== 'testimonial') row.updated_at = updatedAt || null

  const translations: SiteRecord['translations'] = []
  const developmentNames: { locale: string; value: string }[] = []
  for (const entry of entries) {
    const locale = read.text(entry.locale)
    if (!locale || locale === SOURCE_LOCALE) continue
    const development = kind === 'property' ? read.text(entry.development) : ''
    if (development && development !== row.development) {
      developmentNames.push({ locale, value: development })
    }
    for (const [field, value] of Object.entries(translated(kind, entry, en, options))) {
      const text = translationValue(value)
      if (text !== null) translations.push({ locale, field, value: text })
    }
  }
  translations.sort((a, b) => (a.locale + a.field < b.locale + b.field ? -1 : 1))

  const needs: SiteRecord['needs'] = []
  const need = (needed: ContentKind, value: unknown) => {
    const id = read.text(read.relation(value)?.documentId)
    if (id) needs.push({ kind: needed, documentId: id })
  }
  if (kind === 'property') need('area', en.area)
  if (kind === 'property') need('agent', en.agent)
  if (kind === 'post') need('agent', en.author)
  const record: SiteRecord = { kind, documentId, key, row, translations, needs, updatedAt }
  if (kind === 'property') {
    developmentNames.sort((a, b) => (a.locale < b.locale ? -1 : 1))
    record.developmentNames = { slug: String(row.development_slug), names: developmentNames }
  }
  return { record }
}
