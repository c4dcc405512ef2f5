/**
 * Strapi's REST query string: nested objects and arrays in bracket style, as the `qs` library
 * writes them (`filters[type][$eq]=villa`, `sort[0]=listedAt:desc`, `populate[area]=true`).
 * Undefined values are left out.
 */
export function strapiQuery(params: Record<string, unknown>): string {
  const parts: string[] = []
  const walk = (value: unknown, key: string) => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${key}[${index}]`))
    } else if (typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) walk(inner, key ? `${key}[${name}]` : name)
    } else {
      parts.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`)
    }
  }
  walk(params, '')
  return parts.join('&')
}

// Brackets stay readable, as Strapi's own examples write them; everything else is encoded
const encodeKey = (key: string) =>
  encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%24/g, '$')
