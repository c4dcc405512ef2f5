import { AgentSchema } from '../../schemas/agent'
import { TestimonialSchema } from '../../schemas/testimonial'
import type { ContentSource } from '../source'
import { richText } from '../text'
import { validRecord, validRecords } from '../validate'
import type { StrapiClient } from './client'
import { numeric, refOf, reshapeMedia, type Entry } from './fields'
import { reviewsWithPlaces } from '../reviews'

/** The consultants and the clients' testimonials. */
export function strapiPeople({
  origin,
  request,
  pageOf,
  pagination,
}: StrapiClient): Pick<ContentSource, 'listAgents' | 'getAgent' | 'listTestimonials'> {
  function reshapeAgent(entry: Entry): unknown {
    return {
      id: refOf(entry),
      slug: entry.slug,
      name: entry.name,
      gender: entry.gender ?? null,
      title: entry.title,
      bio: richText(entry.bio),
      trackRecord: entry.trackRecord ?? [],
      portfolioUsd: numeric(entry.portfolioUsd),
      rating: numeric(entry.rating),
      reviewCount: numeric(entry.reviewCount) ?? 0,
      expertises: entry.expertises ?? [],
      languages: entry.languages ?? [],
      photo: reshapeMedia(entry.photo, origin, String(entry.name ?? '')),
      brn: entry.brn,
      phone: entry.phone,
      email: entry.email,
      whatsapp: entry.whatsapp,
      yearsInDubai: numeric(entry.yearsInDubai) ?? 0,
      dealsClosed: numeric(entry.dealsClosed) ?? 0,
      reviews: reviewsWithPlaces(entry.reviews ?? [], entry.reviewPlaces),
    }
  }

  return {
    async listAgents(query) {
      const and: unknown[] = []
      // JSON list fields: match the quoted value, so `en` never matches `ben`
      if (query.expertise) and.push({ expertises: { $contains: `"${query.expertise}"` } })
      if (query.language) and.push({ languages: { $contains: `"${query.language}"` } })
      const answer = await request('agents', {
        filters: and.length ? { $and: and } : undefined,
        sort: ['sortOrder:asc', 'ref:asc'],
        populate: { photo: true },
        pagination: pagination(query),
      })
      return pageOf(
        answer,
        validRecords(AgentSchema, answer.data.map(reshapeAgent), 'CMS agent'),
        query
      )
    },

    async getAgent(id) {
      const answer = await request('agents', {
        filters: { ref: { $eq: id } },
        populate: { photo: true },
        pagination: { page: 1, pageSize: 1 },
      })
      const entry = answer.data[0]
      return entry ? validRecord(AgentSchema, reshapeAgent(entry), 'CMS agent') : null
    },

    // A testimonial's words are not localized (they stay as the client wrote them); its
    // subtitle, the firm's label, is
    async listTestimonials(query) {
      const answer = await request('testimonials', {
        sort: ['date:desc', 'id:desc'],
        populate: { photo: true },
        pagination: pagination(query),
      })
      const items = answer.data.map((entry) => ({
        id: entry.id,
        name: entry.name,
        subtitle: entry.subtitle ?? '',
        text: entry.text,
        // the language the client wrote in: its own field, never the localization's locale
        language: entry.language ?? 'en',
        rating: entry.rating,
        photo: reshapeMedia(entry.photo, origin, String(entry.name ?? '')),
        publishedAt: entry.date,
      }))
      return pageOf(answer, validRecords(TestimonialSchema, items, 'CMS testimonial'), query)
    },
  }
}
