// Campaign attribution: the UTM parameters of a landing URL and the form fields that carry them
// (the browser keeps them for the visit, a plain form posts them in hidden fields).

export const UTM_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const

export type UtmField = (typeof UTM_PARAMS)[keyof typeof UTM_PARAMS]

/** A tracking token as the schemas keep it (src/schemas/form-fields.ts): at most 100 characters. */
export const TRACKING_TOKEN = /^[\w.~:-]{1,100}$/
