import { stringify } from 'qs'

/**
 * Strapi's REST query string, built with `qs` as Strapi's own docs build it: nested objects and
 * arrays in bracket style (`filters[type][$eq]=villa`, `sort[0]=listedAt%3Adesc`), keys left
 * readable (`encodeValuesOnly`), undefined and null values left out.
 */
export function strapiQuery(params: Record<string, unknown>): string {
  return stringify(params, { encodeValuesOnly: true, skipNulls: true })
}
