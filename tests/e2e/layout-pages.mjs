// Every page of the route table (src/route-table.ts PAGES) with the address that shows it, and
// the pages the form endpoints answer a plain HTML form with (no JavaScript). Shared by
// tools/audits/screenshots.mjs and tests/e2e/layout.test.ts, so a page added to the table but not
// here fails tests/unit/layout-pages.test.ts.

/** Details every form refuses (a one-letter name, no e-mail address): its error page. */
const REFUSED = { fullName: 'A', email: 'not-an-address', phoneCountry: 'AE', phone: '050' }

/**
 * `page`: the route name; `post`: the navigation is a POST of these fields (its path is an
 * endpoint, the same in every locale, which answers in the posted `locale`).
 */
export const SCREENSHOT_PAGES = [
  { name: 'home', page: 'index', path: '/' },
  { name: 'catalog', page: 'catalog', path: '/catalog' },
  { name: 'catalog-filtered', page: 'catalog', path: '/catalog?type=villa&bedrooms=4' },
  { name: 'property', page: 'catalog-id', path: '/catalog/3' },
  { name: 'property-villa', page: 'catalog-id', path: '/catalog/7' },
  { name: 'property-request-call', page: 'catalog-id', path: '/catalog/3' },
  { name: 'team', page: 'our-team', path: '/our-team' },
  { name: 'team-dialog', page: 'our-team', path: '/our-team' },
  { name: 'agent', page: 'agent-id', path: '/agent/1' },
  { name: 'blog', page: 'blog', path: '/blog' },
  { name: 'article', page: 'blog-slug', path: '/blog/off-plan-escrow-rules-explained' },
  { name: 'reviews', page: 'client-reviews', path: '/client-reviews' },
  { name: 'contact', page: 'contact', path: '/contact' },
  { name: 'contact-errors', page: 'contact', path: '/contact' },
  { name: 'careers', page: 'careers', path: '/careers' },
  { name: 'partners', page: 'partners', path: '/partners' },
  { name: 'partner-sign-in', page: 'partner-sign-in', path: '/partners/sign-in' },
  // without a CMS session the dashboard redirects to the sign-in page, which is what a visitor sees
  { name: 'partner-dashboard', page: 'partner-dashboard', path: '/partners/dashboard' },
  {
    name: 'partner-reset-password',
    page: 'partner-reset-password',
    path: '/partners/reset-password?code=a-code-from-the-mail',
  },
  { name: 'partner-confirm-email', page: 'partner-confirm-email', path: '/partners/confirm-email' },
  // the newsletter's links without a token: the notice, and the signup to ask for a new link
  { name: 'newsletter-confirm', page: 'newsletter-confirm', path: '/newsletter/confirm' },
  {
    name: 'newsletter-unsubscribe',
    page: 'newsletter-unsubscribe',
    path: '/newsletter/unsubscribe',
  },
  { name: 'high-rentals', page: 'high-rentals', path: '/high-rentals' },
  { name: 'leasing', page: 'long-term-leasing', path: '/long-term-leasing' },
  { name: 'vienna', page: 'vienna', path: '/vienna' },
  { name: 'vienna-rak', page: 'vienna-rak', path: '/vienna-rak' },
  { name: 'story', page: 'our-story', path: '/our-story' },
  { name: 'why-choose', page: 'why-choose', path: '/why-choose' },
  { name: 'terms', page: 'terms', path: '/terms' },
  { name: 'privacy', page: 'privacy', path: '/privacy' },
  { name: 'copyright', page: 'copyright', path: '/copyright' },
  { name: 'feedback', page: 'feedback', path: '/feedback' },
  { name: 'refactor-example', page: 'refactor-example', path: '/refactor-example' },
  { name: 'not-found', page: null, path: '/does-not-exist' },
  { name: 'nojs-lead', page: null, path: '/api/leads', post: { ...REFUSED, kind: 'call' } },
  { name: 'nojs-newsletter', page: null, path: '/api/newsletter', post: { email: 'nope' } },
  { name: 'nojs-careers', page: null, path: '/api/careers', post: REFUSED },
  { name: 'nojs-partners', page: null, path: '/api/partners', post: REFUSED },
  { name: 'nojs-feedback', page: null, path: '/api/feedback', post: { rating: '', message: '' } },
]
