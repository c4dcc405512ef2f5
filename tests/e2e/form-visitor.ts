// The form tests' visitors: another visitor address per test, an email address per form sent.

let visitor = 0
/**
 * Each test is another visitor (DESIGN.md: 20 form POSTs a minute per client), so the suite
 * never meets the rate limit that protects the site from floods.
 */
export function asVisitor() {
  visitor += 1
  return { extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${visitor}` } }
}

export const unique = (name: string) => `${name}-${Date.now()}-${visitor}@example.com`
