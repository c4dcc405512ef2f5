/**
 * The origin of a request's URL. The runtime hands `request.url` over absolute and normalised
 * (`https://host[:port]/path?query`, no fragment), so a slice is exact, where `new URL(url).origin`
 * was the hottest native frame of a profile of uncached renders (two calls a request).
 */
export function originOf(url: string): string {
  const end = url.indexOf('/', url.indexOf('//') + 2)
  return end === -1 ? url : url.slice(0, end)
}

/** The path of a request URL without its query, by the same slice. */
export function pathOf(url: string): string {
  const path = url.slice(originOf(url).length) || '/'
  const query = path.search(/[?#]/)
  return query === -1 ? path : path.slice(0, query)
}
