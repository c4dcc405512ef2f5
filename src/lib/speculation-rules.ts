/**
 * Paths never fetched ahead because fetching them does something: `/` detects the language and
 * may set cookies, the language switch sets one, `/connect/` starts a provider sign-in, `/go/`
 * records a click, the API answers scripts, and the partner dashboard asks the CMS.
 */
export const NEVER_PREFETCH = [
  '/',
  '/api/*',
  '/language/*',
  '/connect/*',
  '/go/*',
  '/partners/dashboard',
  '/*/partners/dashboard',
]

/**
 * Links worth fetching ahead: pages of this site except the paths above and links marked
 * `nofollow`, `download` or `data-no-prefetch`.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          ...NEVER_PREFETCH.map((path) => ({ not: { href_matches: path } })),
          { not: { selector_matches: '[rel~="nofollow"], [download], [data-no-prefetch]' } },
        ],
      },
      // on hover or pointer-down; Chrome keeps at most 2 such prefetches, under SPEC's 4
      eagerness: 'moderate',
    },
  ],
}

/**
 * The rules as the browser gets them: `client/site/prefetch.ts` inserts exactly this text and the
 * worker allows exactly its hash in the CSP, so both must read it from here.
 */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES)
