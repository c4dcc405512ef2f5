import type { AgentLabels } from '../components/agent-labels'
import type { BlogCardLabels } from '../components/blog-card'
import type { PropertyCardLabels } from '../components/property-card'
import { template, type Translate } from '../i18n/messages'
import type { Agent, Expertise } from '../schemas/agent'
import type { BlogTopic } from '../schemas/blog'
import type { PropertyType, SaleStatus } from '../schemas/property'
import { displayNames } from '../i18n/intl'

/** Translated names of the property types, for cards, filters and facts. */
export function propertyTypeLabels(t: Translate): Record<PropertyType, string> {
  return {
    apartment: t('catalog.types.apartment'),
    villa: t('catalog.types.villa'),
    townhouse: t('catalog.types.townhouse'),
    penthouse: t('catalog.types.penthouse'),
    land: t('catalog.types.land'),
    office: t('catalog.types.office'),
    retail: t('catalog.types.retail'),
  }
}

export function saleStatusLabels(t: Translate): Record<SaleStatus, string> {
  return { 'off-plan': t('catalog.statuses.offPlan'), ready: t('catalog.statuses.ready') }
}

/** The strings a property card shows, translated on the server for cards rendered in islands. */
export function propertyCardLabels(t: Translate): PropertyCardLabels {
  return {
    types: propertyTypeLabels(t),
    statuses: saleStatusLabels(t),
    studio: t('catalog.card.studio'),
    bedrooms: t.forms('catalog.card.bedrooms'),
    bathrooms: t.forms('catalog.card.bathrooms'),
    area: {
      sqft: template(t, 'currency.sqft', 'value'),
      sqm: template(t, 'currency.sqm', 'value'),
    },
    handover: template(t, 'catalog.card.handover', 'date'),
    featured: t('catalog.card.featured'),
    viewDetails: t('catalog.card.viewDetails'),
    viewDetailsNamed: template(t, 'catalog.card.viewDetailsNamed', 'title'),
    requestCall: t('catalog.card.requestCall'),
    requestCallNamed: template(t, 'catalog.card.requestCallNamed', 'title'),
    alsoIn: template(t, 'catalog.card.alsoIn', 'amount'),
  }
}

/** Names of languages in the visitor's language (`ar` is "Arabic" in English, "العربية" in Arabic). */
export function languageNames(localeIso: string, codes: Iterable<string>): Record<string, string> {
  const names = displayNames([localeIso], { type: 'language', fallback: 'code' })
  return Object.fromEntries([...codes].map((code) => [code, names.of(code) ?? code]))
}

export function expertiseLabels(t: Translate): Record<Expertise, string> {
  return {
    'off-plan': t('team.expertises.offPlan'),
    secondary: t('team.expertises.secondary'),
    land: t('team.expertises.land'),
    commercial: t('team.expertises.commercial'),
  }
}

/**
 * The expertises as words inside a sentence: the chips' labels are capitalised ("Mercato
 * secondario"), a sentence is not ("off-plan e mercato secondario"), except where the language
 * capitalises the word itself (German nouns).
 */
export function expertiseWords(t: Translate): Record<Expertise, string> {
  return {
    'off-plan': t('team.expertisesInText.offPlan'),
    secondary: t('team.expertisesInText.secondary'),
    land: t('team.expertisesInText.land'),
    commercial: t('team.expertisesInText.commercial'),
  }
}

/** The strings of a consultant's card and profile, for the page and for the team dialog. */
export function agentLabels(t: Translate, localeIso: string, agents: Agent[]): AgentLabels {
  return {
    expertiseNames: expertiseLabels(t),
    languageNames: languageNames(localeIso, new Set(agents.flatMap((agent) => agent.languages))),
    ratingLabel: t.personForms('agentProfile.ratingLabel'),
    reviewRatingLabel: template(t, 'reviews.ratingLabel', 'rating'),
    writtenIn: template(t, 'reviews.writtenIn', 'language'),
    reviewAuthor: template(t, 'reviews.authorFrom', 'author', 'place'),
    ratingValue: template(t, 'agentProfile.ratingValue', 'rating'),
    reviews: t.forms('agentProfile.reviewCount'),
    brn: template(t, 'agentProfile.brn', 'brn'),
    portfolio: t('agentProfile.portfolio'),
    deals: t('agentProfile.deals'),
    years: t('agentProfile.years'),
    expertises: t('agentProfile.expertises'),
    languages: t('agentProfile.languages'),
    profile: t('agentProfile.profile'),
    trackRecord: t('agentProfile.trackRecord'),
    insiderReviews: t('agentProfile.reviews'),
    bookConsultation: t('agentProfile.bookConsultation'),
    whatsapp: t('agentProfile.whatsapp'),
    call: t('agentProfile.call'),
    email: t('agentProfile.email'),
    viewProfile: t('team.viewProfile'),
    viewProfileNamed: template(t, 'team.viewProfileNamed', 'name'),
    bookConsultationNamed: template(t, 'agentProfile.bookConsultationNamed', 'name'),
    portfolioLine: template(t, 'team.portfolio', 'amount'),
    speaks: t.personForms('team.speaks'),
  }
}

export function blogTopicLabels(t: Translate): Record<BlogTopic, string> {
  return {
    news: t('blogList.topics.news'),
    'renting-leasing': t('blogList.topics.rentingLeasing'),
    'buyer-seller': t('blogList.topics.buyerSeller'),
    'lifestyle-community': t('blogList.topics.lifestyleCommunity'),
    'investment-insights': t('blogList.topics.investmentInsights'),
  }
}

export function blogCardLabels(t: Translate): BlogCardLabels {
  return {
    topics: blogTopicLabels(t),
    readingTime: t.forms('blogList.readingTime'),
    readArticle: t('blogList.readArticle'),
    readArticleNamed: template(t, 'blogList.readArticleNamed', 'title'),
  }
}
