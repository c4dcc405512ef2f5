/** Writes the worker's types from wrangler.toml unless they are current; whether it wrote them. */
export function buildTypes(options?: { root?: string; force?: boolean }): boolean
