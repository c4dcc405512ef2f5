import type { PropertyQuery } from '../../src/schemas/content-query'
export const FILTERS: PropertyQuery
export function filterCombinations(): PropertyQuery[]
