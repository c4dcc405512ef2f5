import * as z from 'zod/mini'
import { GRAMMATICAL_GENDERS } from '../i18n/template'
import { ImageSchema, SLUG } from './common'

export const EXPERTISES = ['off-plan', 'secondary', 'land', 'commercial'] as const
export type Expertise = (typeof EXPERTISES)[number]

/** ISO 639-1 code; pages name the language with Intl.DisplayNames in the visitor's locale. */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/

export const AgentReviewSchema = z.object({
  author: z.string().check(z.minLength(1)),
  /** where the author is from ("Munich"), in the page's language; none for a company */
  place: z.optional(z.string().check(z.minLength(1))),
  rating: z.number().check(z.gte(0.5), z.lte(5)),
  text: z.string().check(z.minLength(1)),
  /** the language the client wrote in (BCP 47); English when not stated */
  language: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/))),
})

export const AgentSchema = z.object({
  id: z.int().check(z.minimum(1)),
  slug: z.string().check(z.regex(SLUG)),
  name: z.string().check(z.minLength(1)),
  /** what the sentences about them agree with; null when not recorded: the neutral phrasing */
  gender: z.nullable(z.enum(GRAMMATICAL_GENDERS)),
  title: z.string(),
  bio: z.string(),
  trackRecord: z.array(z.string()),
  portfolioUsd: z.number().check(z.gte(0)),
  rating: z.number().check(z.gte(0), z.lte(5)),
  reviewCount: z.int().check(z.minimum(0)),
  expertises: z.array(z.enum(EXPERTISES)),
  languages: z.array(z.string().check(z.regex(LANGUAGE_CODE))),
  photo: z.nullable(ImageSchema),
  brn: z.string().check(z.minLength(1)),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string().check(z.regex(/^\d{8,15}$/)),
  yearsInDubai: z.int().check(z.minimum(0)),
  dealsClosed: z.int().check(z.minimum(0)),
  reviews: z.array(AgentReviewSchema),
})
export type Agent = z.infer<typeof AgentSchema>
export type AgentReview = z.infer<typeof AgentReviewSchema>
