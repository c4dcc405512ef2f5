import type { Locale } from '../../i18n/locales'
import { pictureSources } from '../../lib/images'
import type { PropertyData } from './data'

/**
 * The listing as schema.org's RealEstateListing, its residence and its offer; `labels` in the
 * page's language, as the page names them.
 */
export function listingJsonLd(
  data: PropertyData,
  locale: Locale,
  origin: string,
  { typeName, permitName }: { typeName: string; permitName: string }
) {
  const { property, agent, url } = data
  const images = property.photos
    .map((photo) => pictureSources(photo)?.fallback ?? photo.url)
    .filter(Boolean)
    .map((src) => (src!.startsWith('/') ? origin + src : src))
  const residence: Record<string, unknown> = {
    '@type':
      property.type === 'apartment' || property.type === 'penthouse'
        ? 'Apartment'
        : property.type === 'villa' || property.type === 'townhouse'
          ? 'SingleFamilyResidence'
          : 'Place',
    name: property.title,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Dubai',
      addressRegion: property.area.name,
      addressCountry: 'AE',
    },
    floorSize: { '@type': 'QuantitativeValue', value: property.sizeSqft, unitCode: 'FTK' },
  }
  if (property.bedrooms !== null) residence.numberOfBedrooms = property.bedrooms
  if (property.bathrooms !== null) residence.numberOfBathroomsTotal = property.bathrooms
  if (property.amenities.length) {
    residence.amenityFeature = property.amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    }))
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: property.description.split(/\n\s*\n/)[0],
    url,
    inLanguage: locale.iso,
    datePosted: property.listedAt,
    image: images,
    about: residence,
    offers: {
      '@type': 'Offer',
      category: typeName,
      url,
      price: property.priceUsd,
      priceCurrency: 'USD',
      availability:
        property.status === 'off-plan'
          ? 'https://schema.org/PreOrder'
          : 'https://schema.org/InStock',
      seller: agent
        ? {
            '@type': 'RealEstateAgent',
            name: agent.name,
            telephone: agent.phone,
            email: agent.email,
          }
        : undefined,
    },
    identifier: { '@type': 'PropertyValue', name: permitName, value: property.permitNumber },
  }
}
