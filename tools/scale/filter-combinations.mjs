// The catalogue filters the scale checks combine: the bench times them
// (tools/bench/scale.mjs) and the worker test reads their rows (tests/integration/scale/catalog.ts).

/** One value per filter; the budget is one the page offers (PRICE_STEPS). */
export const FILTERS = {
  q: 'marina',
  location: 'dubai-marina',
  type: 'apartment',
  status: 'ready',
  minPrice: 500_000,
  maxPrice: 2_000_000,
  bedrooms: 2,
}

/** Every combination of FILTERS, the empty one first; minPrice and maxPrice go together, as a budget. */
export function filterCombinations() {
  const keys = Object.keys(FILTERS)
  const queries = []
  for (let mask = 0; mask < 2 ** (keys.length - 1); mask++) {
    const chosen = keys.filter((_, i) => mask & (1 << Math.min(i, keys.length - 2)))
    queries.push(Object.fromEntries(chosen.map((key) => [key, FILTERS[key]])))
  }
  return queries
}
