// Campaign attribution: the UTM parameters of a landing URL and the form fields that carry them.
// The browser keeps them for the visit; a plain form's post names its page in the Referer. Pages
// themselves never carry them, so a page is rendered and cached once for every campaign.

export const UTM_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const

export type UtmField = (typeof UTM_PARAMS)[keyof typeof UTM_PARAMS]

/** A tracking token as the schemas keep it (src/forms/rules.ts): at most 100 characters. */
export const TRACKING_TOKEN = /^[\w.~:-]{1,100}$/

/** The campaign fields of a URL's query, with valid values only. */
export function campaignOf(url: URL): Partial<Record<UtmField, string>> {
  const campaign: Partial<Record<UtmField, string>> = {}
  for (const [param, field] of Object.entries(UTM_PARAMS)) {
    const value = url.searchParams.get(param)?.trim()
    if (value && TRACKING_TOKEN.test(value)) campaign[field] = value
  }
  return campaign
}

/** A request URL without its campaign parameters: what a page is rendered from and cached by. */
export function withoutCampaign(url: string): string {
  const query = url.indexOf('?')
  // the common case costs one search, no parsing: most requests name no campaign
  if (query < 0 || !url.includes('utm_', query)) return url
  const kept = url
    .slice(query + 1)
    .split('&')
    .filter((pair) => !Object.hasOwn(UTM_PARAMS, pair.split('=', 1)[0]!))
  return url.slice(0, query) + (kept.length > 0 ? `?${kept.join('&')}` : '')
}
