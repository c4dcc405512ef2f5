/** `path` with one more query parameter: how a test asks for a URL the edge cache has not seen. */
export function withParam(path: string, name: string, value: string | number) {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`
}
