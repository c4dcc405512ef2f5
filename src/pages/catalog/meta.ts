import type { MessageKey, Translate } from '../../i18n/messages'
import { standalone } from '../../i18n/template'
import type { PropertyQuery } from '../../schemas/content-query'
import type { LocationOption, PropertyType } from '../../schemas/property'
import type { PageMeta } from '../page'

/** Property types as a title names what is for sale ("villas", German "Villen"). */
const TYPES_PLURAL: Record<PropertyType, MessageKey> = {
  apartment: 'catalog.typesPlural.apartment',
  villa: 'catalog.typesPlural.villa',
  townhouse: 'catalog.typesPlural.townhouse',
  penthouse: 'catalog.typesPlural.penthouse',
  land: 'catalog.typesPlural.land',
  office: 'catalog.typesPlural.office',
  retail: 'catalog.typesPlural.retail',
}

/**
 * A filtered catalogue names what it lists in its title and description ("Villas for sale in
 * Dubai Marina"): the property type and the community or development, what a search result can
 * name; price, bedrooms, status and words keep the catalogue's own. Each language places the
 * place where no preposition has to agree with it ("Dubai Marina: Villen zum Kauf", where German
 * says "auf Palm Jumeirah"); the title starts with a capital as a title does.
 */
export function filteredMeta(
  t: Translate,
  localeIso: string,
  query: PropertyQuery,
  locations: LocationOption[]
): Pick<PageMeta, 'title' | 'description'> | null {
  const types = query.type ? t(TYPES_PLURAL[query.type]) : undefined
  const place = locations.find((option) => option.slug === query.location)?.name
  if (!types && !place) return null
  const subject = standalone(
    localeIso,
    types && place
      ? t('catalog.filtered.typesIn', { types, place })
      : types
        ? t('catalog.filtered.types', { types })
        : t('catalog.filtered.in', { place: place! })
  )
  return { title: subject, description: t('catalog.filtered.metaDescription', { subject }) }
}
