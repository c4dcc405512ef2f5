/**
 * A consultant's client reviews with each one's place in the page's language: the reviews stay
 * as their authors wrote them (one list for every language), and the place under the author is
 * the firm's label, translated per language as an object from the English place to the page's
 * ("Munich" → "München"). A place without a translation shows in English.
 */
export function reviewsWithPlaces(reviews: unknown, places: unknown): unknown {
  if (!Array.isArray(reviews) || typeof places !== 'object' || places === null) return reviews
  const names = places as Record<string, unknown>
  return reviews.map((review: unknown) => {
    if (typeof review !== 'object' || review === null) return review
    const place = (review as { place?: unknown }).place
    const name = typeof place === 'string' ? names[place] : undefined
    return typeof name === 'string' && name.trim() ? { ...review, place: name } : review
  })
}
