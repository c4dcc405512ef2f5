import type { MessageKey, Translate } from '../i18n/messages'
import type { FormInitialState } from '../islands/form-kit/form-props'
import { callingCodes, DEFAULT_PHONE_COUNTRY } from '../lib/phone'
import { countryOptions, type CountryOption } from '../lib/phone-countries'
import { localePath } from '../route-table'
import { CONSENT_VERSION } from '../schemas/consent'
import { CONTEXT_FIELDS } from '../forms/rules'
import { maxLengths } from '../schemas/limits'
import type * as z from 'zod/mini'
import type { PageContextValue } from '../components/page-context'

/** Answers every placeholder with itself, so `{{id}}` survives translation for the island. */
const KEEP_PLACEHOLDERS = new Proxy({} as Record<string, string>, {
  get: (_, name) => `{{${String(name)}}}`,
})

/**
 * The translations an island needs, by key (the browser has no message files). Placeholders
 * stay in, for the island to fill (`translate()` in src/islands/form-kit/messages.ts).
 */
export function islandMessages(t: Translate, keys: readonly MessageKey[]) {
  return Object.fromEntries(keys.map((key) => [key, t(key, KEEP_PLACEHOLDERS)]))
}

// Country lists are the same for every request in a locale: build each once per isolate
const countryCache = new Map<string, CountryOption[]>()

function countriesIn(iso: string): CountryOption[] {
  let list = countryCache.get(iso)
  if (!list) {
    list = countryOptions(iso, callingCodes())
    countryCache.set(iso, list)
  }
  return list
}

/**
 * The token a plain HTML form posts in place of an Idempotency-Key header. It is the same in
 * every render on purpose: pages are served from the edge cache to many visitors, so a token
 * made per render would be shared anyway. The worker replays a stored answer only when the
 * token comes with the same details (its request hash), which is exactly a form posted twice;
 * other details under the same token are a new submission.
 */
export const PLAIN_FORM_TOKEN = 'plain-form-post'

/** What every form island is given by the page it is on. */
export function formContext(page: PageContextValue) {
  // None from the page, which is cached for every campaign: the browser sends the stored one,
  // the worker reads a plain post's from its Referer, an answer page passes on the posted one
  const utm: Record<string, string> = {}
  return {
    page: page.path.split('?', 1)[0] || '/',
    locale: page.locale.code,
    utm,
    privacyHref: localePath('privacy', page.locale.code),
    consentVersion: CONSENT_VERSION,
    formToken: PLAIN_FORM_TOKEN,
  }
}

/** The phone picker's countries in the visitor's language, and the one picked at first. */
export function phoneContext(page: PageContextValue) {
  return { countries: countriesIn(page.locale.iso), defaultCountry: DEFAULT_PHONE_COUNTRY }
}

/**
 * The longest value of each field the visitor types, read from the form's schema: the inputs'
 * `maxlength`. The context fields (page, UTM) are hidden and bounded by the server alone.
 */
export function inputLimits(schema: z.ZodMiniType): Record<string, number> {
  const limits = maxLengths(schema)
  for (const name of Object.keys(CONTEXT_FIELDS)) delete limits[name]
  return limits
}

/**
 * What a page may hand a form island: set only on the page a plain form post is answered with,
 * its state and the page and UTM it was first posted from (so a retry keeps them).
 */
export interface FormIslandOptions {
  initial?: FormInitialState
  origin?: { page: string; utm: Record<string, string> }
}

/**
 * What a form island is given: the strings of its view and of its schema's messages, the
 * schema's limits, and the page's context.
 */
export function submitFormProps(
  page: PageContextValue,
  keys: readonly MessageKey[],
  schema: z.ZodMiniType,
  { initial, origin }: FormIslandOptions
) {
  return {
    initial,
    messages: islandMessages(page.t, keys),
    limits: inputLimits(schema),
    ...formContext(page),
    ...origin,
  }
}
