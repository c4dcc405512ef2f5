// The load test's mix of requests, as a day of visitors makes them: page views in several
// locales, catalogue searches (a filtered catalogue page, rendered), Load More (the list
// endpoints with filters and pages), form posts (leads of every kind, newsletter sign-ups,
// partner applications) with valid payloads unique to this run, and partners signing in
// (mostly with the right password, now and then a wrong one).
const LOCALES = ['en', 'ar', 'fr', 'de', 'ru', 'he']
const LIST_QUERIES = [
  '/api/properties',
  '/api/properties?page=2',
  '/api/properties?type=apartment&bedrooms=2',
  '/api/properties?location=dubai-marina&sort=price-asc',
  '/api/properties?minPrice=1000000&maxPrice=5000000&pageSize=24',
  '/api/properties?status=off-plan&page=2&pageSize=6',
  '/api/properties?q=villa',
  '/api/agents?page=1',
  '/api/agents?expertise=off-plan',
  '/api/blog?topic=news',
  '/api/blog?page=2',
  '/api/testimonials?page=1',
  '/api/languages',
]
const LEAD_KINDS = ['call', 'consultation', 'landing', 'floor-plan', 'brochure']
const SEARCHES = [
  '?q=villa',
  '?q=marina&bedrooms=2',
  '?type=apartment&minPrice=1000000',
  '?location=downtown-dubai&sort=price-asc',
  '?status=off-plan&page=2',
  '?type=villa&bedrooms=4&maxPrice=20000000',
]
// Share of each kind of request
const MIX = [
  ['page', 0.4],
  ['search', 0.15],
  ['list', 0.2],
  ['post', 0.15],
  ['signin', 0.1],
]
// Each simulated visitor (CF-Connecting-IP) posts this many forms: under the limit of 20 a minute
const POSTS_PER_VISITOR = 4

/** A name of letters only (names may not hold digits): 0 -> "a", 27 -> "bb". */
const letters = (n) => {
  let out = ''
  do {
    out = String.fromCharCode(97 + (n % 26)) + out
    n = Math.floor(n / 26) - 1
  } while (n >= 0)
  return out
}

/**
 * `signIn`: the partner who signs in (`{identifier, password}`), against the CMS the server was
 * given; without it the mix has no sign-ins. `token(action)`: a Turnstile token for each post.
 * `clicks`: affiliate clicks join the mix. `firstVisitor`: where this mix's client addresses
 * start, so that mixes run one after another within a minute do not share a rate limit.
 */
export function trafficMix({ origin, pagePaths, runId, signIn, token, clicks, firstVisitor = 0 }) {
  let posts = 0
  let visitor = firstVisitor
  let partners = firstVisitor
  let clickCount = firstVisitor
  const pick = (list) => list[Math.floor(Math.random() * list.length)]

  const pageView = () => {
    const locale = pick(LOCALES)
    const path = pick(pagePaths)
    // One view in ten asks for a catalogue page the edge cache has not seen: a real render
    const query = path === '/catalog' && Math.random() < 0.1 ? `?page=${1 + (posts % 4)}` : ''
    const localized = locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`
    return {
      kind: 'page',
      label: `${locale === 'en' ? '' : '/xx'}${path}`,
      url: `${origin}${localized}${query}`,
      init: { headers: { Cookie: `i18n_language=${locale}`, 'Accept-Language': locale } },
    }
  }

  // A search a visitor types: a page of its own, rendered (the query misses the edge cache
  // until someone asked the same)
  const search = () => {
    const locale = pick(LOCALES)
    const prefix = locale === 'en' ? '' : `/${locale}`
    return {
      kind: 'search',
      label: '/catalog?search',
      url: `${origin}${prefix}/catalog${pick(SEARCHES)}`,
      init: { headers: { Cookie: `i18n_language=${locale}` } },
    }
  }

  // A partner signing in from an address of their own: nine in ten with the right password,
  // as a JSON call or the sign-in page's form; the tenth mistypes (an identifier of its own, so
  // the per-account throttle never counts the mix together)
  const signin = () => {
    const n = partners++
    const ip = `10.200.${(n >> 8) & 255}.${n & 255}`
    const wrong = n % 10 === 9
    const login = wrong
      ? { identifier: `typo-${runId}-${n}@partners.example`, password: 'not the password' }
      : signIn
    const form = n % 2 === 0
    return {
      kind: 'signin',
      label: form ? '/partners/sign-in' : '/api/auth/local',
      url: `${origin}${form ? '/partners/sign-in' : '/api/auth/local'}`,
      init: {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          Origin: origin,
          'CF-Connecting-IP': ip,
        },
        body: form ? new URLSearchParams(login).toString() : JSON.stringify(login),
      },
    }
  }

  const list = () => {
    const path = pick(LIST_QUERIES)
    return { kind: 'list', label: path.split('?')[0], url: `${origin}${path}` }
  }

  /** A valid form post, unique to this run, from `ip` (by default the next visitor's). */
  const post = (hotIp) => {
    const n = posts++
    const hot = hotIp !== undefined
    const ip =
      hotIp ?? `10.${Math.floor(visitor / 65536) % 255}.${(visitor >> 8) & 255}.${visitor & 255}`
    if (!hot && n % POSTS_PER_VISITOR === POSTS_PER_VISITOR - 1) visitor++
    const who = {
      fullName: `Load ${letters(n)} Visitor`,
      email: `load-${runId}-${n}@example.com`,
      phone: `+97150${String(1_000_000 + (n % 8_999_999))}`,
      locale: pick(LOCALES),
      page: '/catalog',
      utmSource: 'loadtest',
    }
    const endpoint = n % 10 === 0 ? 'newsletter' : n % 10 === 1 ? 'partners' : 'leads'
    const body =
      endpoint === 'newsletter'
        ? { email: who.email, locale: who.locale, page: '/' }
        : endpoint === 'partners'
          ? { ...who, partnerType: 'agency', company: 'Load Test Realty', referralsPerMonth: '3-5' }
          : { ...who, kind: LEAD_KINDS[n % LEAD_KINDS.length], propertyId: 1 + (n % 40) }
    const turnstileToken = token?.(endpoint)
    if (turnstileToken) body.turnstileToken = turnstileToken
    return {
      kind: 'post',
      label: `/api/${endpoint}`,
      url: `${origin}/api/${endpoint}`,
      keep: true,
      meta: { endpoint, email: who.email, hot },
      init: {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Origin: origin,
          'CF-Connecting-IP': ip,
          'Idempotency-Key': `load-${runId}-${n}`,
        },
        body: JSON.stringify(body),
      },
    }
  }

  // A landing page registering its visitor's affiliate click
  const click = () => ({
    kind: 'click',
    label: '/api/affiliate/clicks',
    url: `${origin}/api/affiliate/clicks`,
    init: {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: origin,
        'CF-Connecting-IP': `10.201.${(clickCount >> 8) & 255}.${clickCount++ & 255}`,
      },
      body: JSON.stringify({ sub1: runId }),
    },
  })

  const makers = { page: pageView, search, list, post: () => post(), signin, click }
  const mix = [...MIX, ['click', clicks ? 0.05 : 0]].filter(
    ([kind, share]) => share > 0 && (kind !== 'signin' || signIn)
  )
  const next = () => {
    let r = Math.random() * mix.reduce((sum, [, share]) => sum + share, 0)
    for (const [kind, share] of mix) {
      if ((r -= share) < 0) return makers[kind]()
    }
    return pageView()
  }
  return { next, post }
}

/**
 * What a kind of request may answer; anything else counts as an error. A sign-in answers 200
 * (JSON) or 303 (the page, on to the dashboard), and 400 for the wrong passwords.
 */
export const EXPECTED = {
  page: [200],
  search: [200],
  list: [200],
  post: [201, 429],
  signin: [200, 303, 400],
  click: [201],
}

/** The table each form endpoint stores its records in. */
export const TABLES = {
  leads: 'leads',
  newsletter: 'newsletter_subscriptions',
  partners: 'partner_applications',
}
