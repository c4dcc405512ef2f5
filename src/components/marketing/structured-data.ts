import type { Translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/locales'
import {
  COMPANY_EMAIL,
  COMPANY_PHONE,
  FOUNDING_YEAR,
  OFFICES,
  OPENING_HOURS,
  RATING,
} from '../../lib/company'
import { localePath } from '../../route-table'

// schema.org objects for JSON-LD (rendered with <JsonLd>). Absolute URLs throughout: search
// engines read them out of context.

export function organizationLd(t: Translate, locale: Locale, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: t('brand.name'),
    url: origin + localePath('index', locale.code),
    logo: `${origin}/icon.svg`,
    email: COMPANY_EMAIL,
    telephone: COMPANY_PHONE,
    foundingDate: String(FOUNDING_YEAR),
    description: t('footer.about'),
    areaServed: t('company.areaServed'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: t('company.offices.dubai.street'),
      addressLocality: t('company.offices.dubai.city'),
      addressCountry: 'AE',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: COMPANY_PHONE,
      email: COMPANY_EMAIL,
      contactType: 'customer service',
    },
  }
}

export function realEstateAgentLd(t: Translate, locale: Locale, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${origin}/#agency`,
    name: t('brand.name'),
    url: origin + localePath('index', locale.code),
    image: `${origin}/images/downtown-skyline-1280.jpg`,
    telephone: COMPANY_PHONE,
    email: COMPANY_EMAIL,
    priceRange: t('company.priceRange'),
    parentOrganization: { '@id': `${origin}/#organization` },
    address: {
      '@type': 'PostalAddress',
      streetAddress: t('company.offices.dubai.street'),
      addressLocality: t('company.offices.dubai.city'),
      addressCountry: 'AE',
    },
    openingHoursSpecification: OPENING_HOURS.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: RATING.value,
      bestRating: RATING.best,
      reviewCount: RATING.count,
    },
    location: OFFICES.map((office) => ({
      '@type': 'Place',
      name: t(`company.offices.${office.id}.city`),
      address: { '@type': 'PostalAddress', addressCountry: office.countryCode },
      geo: { '@type': 'GeoCoordinates', latitude: office.lat, longitude: office.lon },
    })),
  }
}

export function faqLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function breadcrumbLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}
