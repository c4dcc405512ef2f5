// A URL the edge cache has not seen, for the bench and the worker tests alike.

/** `path` with one more query parameter, `name=value`, after any it has. */
export function withParam(path, name, value) {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`
}
