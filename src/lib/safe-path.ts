/** Longer targets are refused: no page of the site has one, and headers have limits. */
const MAX_LENGTH = 2048

// Control characters, raw or percent-encoded once or twice (%0a, %250a), split headers or
// hide a scheme from a reader; a backslash, raw or encoded, is a slash to browsers.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]|%(25)*(0[0-9a-f]|1[0-9a-f]|7f|5c)/i

const PLACEHOLDER_ORIGIN = 'https://site.invalid'

/**
 * Returns the value as a path on this site (`/catalog?x=1`), with repeated slashes inside it
 * collapsed and anything non-ASCII percent-encoded, else undefined (`//host` is refused whole:
 * it names another site). A redirect built from visitor input can
 * thus never leave the site: no `//host`, no backslash, no scheme, no control character.
 */
export function safeLocalPath(value: string | undefined | null): string | undefined {
  if (typeof value !== 'string' || !/^\/(?!\/)/.test(value) || value.length > MAX_LENGTH) {
    return undefined
  }
  if (FORBIDDEN.test(value)) return undefined
  const queryAt = value.search(/[?#]/)
  const path = queryAt === -1 ? value : value.slice(0, queryAt)
  const rest = queryAt === -1 ? '' : value.slice(queryAt)
  // An encoded slash in the path is never one of ours, and some proxies decode it.
  if (/%(25)*2f/i.test(path)) return undefined
  let url: URL
  try {
    url = new URL(path.replace(/\/{2,}/g, '/') + rest, PLACEHOLDER_ORIGIN)
  } catch {
    return undefined
  }
  // Dot segments are resolved by the parser; check its result once more, not only the input.
  const pathname = url.pathname.replace(/\/{2,}/g, '/')
  if (url.origin !== PLACEHOLDER_ORIGIN || !pathname.startsWith('/')) return undefined
  const result = pathname + url.search + url.hash
  return result.length > MAX_LENGTH ? undefined : result
}
