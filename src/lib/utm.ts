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

/**
 * The click identifiers ad platforms append to a landing URL, one per click (Google, Microsoft,
 * Meta, TikTok, X, LinkedIn, Yandex, Mailchimp): a page never reads them, and kept in the cache
 * key each paid click would be a render and a copy nobody asks for again. An ad's own script
 * still finds them in the address bar.
 */
const CLICK_IDS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'fbclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'mc_cid',
  'mc_eid',
])

const isCampaign = (name: string) => Object.hasOwn(UTM_PARAMS, name) || CLICK_IDS.has(name)

/**
 * A request URL without its campaign parameters and click identifiers: what a page is rendered
 * from and cached by.
 */
export function withoutCampaign(url: string): string {
  const query = url.indexOf('?')
  // the common case costs one search, no parsing: most requests for a page have no query
  if (query < 0) return url
  const pairs = url.slice(query + 1).split('&')
  const kept = pairs.filter((pair) => !isCampaign(pair.split('=', 1)[0]!))
  if (kept.length === pairs.length) return url
  return url.slice(0, query) + (kept.length > 0 ? `?${kept.join('&')}` : '')
}
