import type { PropertyCardLabels } from '../components/property-card'
import type { MessageKey, Translate } from '../i18n/messages'
import type { PropertyType, SaleStatus } from '../schemas/property'

/**
 * A message whose `{{placeholders}}` are kept for the browser to fill (islands get strings
 * translated on the server, and rosetta would otherwise replace a missing value with nothing).
 */
export function template(t: Translate, key: MessageKey, ...names: string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])))
}

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
    bedrooms: {
      one: template(t, 'catalog.card.bedroomsOne', 'count'),
      other: template(t, 'catalog.card.bedroomsOther', 'count'),
    },
    bathrooms: {
      one: template(t, 'catalog.card.bathroomsOne', 'count'),
      other: template(t, 'catalog.card.bathroomsOther', 'count'),
    },
    area: {
      sqft: template(t, 'currency.sqft', 'value'),
      sqm: template(t, 'currency.sqm', 'value'),
    },
    handover: template(t, 'catalog.card.handover', 'date'),
    featured: t('catalog.card.featured'),
    viewDetails: t('catalog.card.viewDetails'),
    requestCall: t('catalog.card.requestCall'),
    alsoIn: template(t, 'catalog.card.alsoIn', 'amount'),
  }
}
