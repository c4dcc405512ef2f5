import type { PersonForms, PluralForms } from '../i18n/template'
import type { Expertise } from '../schemas/agent'

/** Everything a profile says, translated on the server (the profile also renders in a dialog). */
export interface AgentLabels {
  expertiseNames: Record<Expertise, string>
  /** language code to its name in the visitor's language */
  languageNames: Record<string, string>
  /** agrees with the consultant in some languages (French «Notée») */
  ratingLabel: PersonForms | string
  /** a client review's stars: `Rated {{rating}} out of 5` */
  reviewRatingLabel: string
  /** `Written in {{language}}`, under a review written in another language than the page's */
  writtenIn: string
  /** a review's author and where they are from: `{{author}}, {{place}}` */
  reviewAuthor: string
  ratingValue: string
  reviews: PluralForms
  brn: string
  portfolio: string
  deals: string
  years: string
  expertises: string
  languages: string
  profile: string
  trackRecord: string
  insiderReviews: string
  bookConsultation: string
  whatsapp: string
  call: string
  email: string
  viewProfile: string
  /** the team cards' `View profile: {{name}}`, `Book consultation: {{name}}`, `Portfolio: {{amount}}` */
  viewProfileNamed: string
  bookConsultationNamed: string
  portfolioLine: string
  /** agrees with the consultant in some languages (Arabic «تتحدث», «يتحدث») */
  speaks: PersonForms | string
}

export interface AgentLinks {
  /** locale-prefixed `/contact` */
  contact: string
  locale: string
}
