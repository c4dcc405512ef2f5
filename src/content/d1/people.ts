import { AgentSchema, type Agent } from '../../schemas/agent'
import { TestimonialSchema } from '../../schemas/testimonial'
import type { LocaleCode } from '../../i18n/locales'
import type { ContentSource } from '../source'
import { jsonColumn, validRecord, validRecords } from '../validate'
import { localized } from './localized'
import { reviewsWithPlaces } from '../reviews'
import { paged, pageOf, pictureColumn, withLocalized, type Row } from './rows'

export function reshapeAgent(row: Row): unknown {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    gender: row.gender ?? null,
    title: row.title,
    bio: row.bio,
    trackRecord: jsonColumn(row.track_record),
    portfolioUsd: row.portfolio_usd,
    rating: row.rating,
    reviewCount: row.review_count,
    expertises: jsonColumn(row.expertises),
    languages: jsonColumn(row.languages),
    photo: pictureColumn(row.photo, row.name),
    brn: row.brn,
    phone: row.phone,
    email: row.email,
    whatsapp: row.whatsapp,
    yearsInDubai: row.years_in_dubai,
    dealsClosed: row.deals_closed,
    reviews: reviewsWithPlaces(jsonColumn(row.reviews), jsonColumn(row.review_places)),
  }
}

export function reshapeTestimonial(row: Row): unknown {
  return {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    text: row.text,
    language: row.language,
    rating: row.rating,
    photo: pictureColumn(row.photo, row.name),
    publishedAt: row.published_at,
  }
}

/** The consultants and the clients' testimonials. */
export function d1People(
  db: D1Database,
  locale: LocaleCode
): Pick<ContentSource, 'listAgents' | 'getAgent' | 'listTestimonials'> {
  const agentColumns = `*, ${localized(locale, 'agent', 'agents.id', 'title', 'agents.title')} AS l_title,
    ${localized(locale, 'agent', 'agents.id', 'bio', 'agents.bio')} AS l_bio,
    ${localized(locale, 'agent', 'agents.id', 'track_record', 'agents.track_record')} AS l_track_record,
    ${localized(locale, 'agent', 'agents.id', 'review_places', 'NULL')} AS review_places`
  const testimonialColumns = `*,
    ${localized(locale, 'testimonial', 'testimonials.id', 'subtitle', 'testimonials.subtitle')} AS l_subtitle`
  return {
    async listAgents(query) {
      const conditions: string[] = []
      const binds: unknown[] = []
      if (query.expertise) {
        conditions.push('EXISTS (SELECT 1 FROM json_each(agents.expertises) WHERE value = ?)')
        binds.push(query.expertise)
      }
      if (query.language) {
        conditions.push('EXISTS (SELECT 1 FROM json_each(agents.languages) WHERE value = ?)')
        binds.push(query.language)
      }
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
      const page = pageOf(query)
      return paged(
        db,
        db.prepare(`SELECT COUNT(*) AS total FROM agents ${where}`).bind(...binds),
        db
          .prepare(
            `SELECT ${agentColumns} FROM agents ${where} ORDER BY sort_order, id LIMIT ? OFFSET ?`
          )
          .bind(...binds, page.pageSize, page.offset),
        page,
        (rows) =>
          validRecords(
            AgentSchema,
            rows.map((row) => reshapeAgent(withLocalized(row))),
            'agent'
          )
      )
    },

    async getAgent(id) {
      const row = await db
        .prepare(`SELECT ${agentColumns} FROM agents WHERE id = ?`)
        .bind(id)
        .first<Row>()
      return row
        ? (validRecord(AgentSchema, reshapeAgent(withLocalized(row)), 'agent') as Agent)
        : null
    },

    async listTestimonials(query) {
      const page = pageOf(query)
      return paged(
        db,
        db.prepare('SELECT COUNT(*) AS total FROM testimonials'),
        db
          .prepare(
            `SELECT ${testimonialColumns} FROM testimonials
             ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`
          )
          .bind(page.pageSize, page.offset),
        page,
        (rows) =>
          validRecords(
            TestimonialSchema,
            rows.map((row) => reshapeTestimonial(withLocalized(row))),
            'testimonial'
          )
      )
    },
  }
}
