/**
 * A structural check of a sitemap against the rules of the sitemap 0.9 schema
 * (sitemaps.org/schemas/sitemap/0.9/sitemap.xsd and siteindex.xsd) and the protocol's limits,
 * with no XML library (the worker tests run inside workerd): well-formed markup, the root
 * element and its namespace, each `url` as the schema's sequence (`loc`, then optional
 * `lastmod`, `changefreq`, `priority`, then elements of other namespaces only, such as
 * `xhtml:link`), `loc` an absolute http(s) URL of 12 to 2,048 characters on the sitemap's own
 * origin, `lastmod` a W3C datetime, at most 50,000 entries and 50 MB (and DESIGN.md's
 * 10,000 URLs and 10 MB for a file of URLs). Returns what is wrong, empty when nothing is.
 */
export interface SitemapCheck {
  errors: string[]
  root: 'urlset' | 'sitemapindex' | null
  locs: string[]
  lastmods: (string | null)[]
  bytes: number
}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML = 'http://www.w3.org/1999/xhtml'
const MB = 1024 * 1024
// What both the schema (xsd:date or xsd:dateTime, which needs seconds) and the protocol's W3C
// Datetime (a time needs its zone) accept: `2025-06-02` or `2025-06-02T09:14:03Z`
const W3C_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2})))?$/
const CHANGEFREQ = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'])
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

interface Element {
  name: string
  attributes: Record<string, string>
  children: Element[]
  text: string
}

/** A valid W3C datetime: the pattern, and a date and time that exist. */
export function isW3cDate(value: string): boolean {
  const match = W3C_DATE.exec(value)
  if (!match) return false
  const [, year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match.map(Number)
  if (month! < 1 || month! > 12) return false
  if (day! < 1 || day! > new Date(Date.UTC(year!, month!, 0)).getUTCDate()) return false
  if (match[4] && (hour! > 23 || minute! > 59 || second! > 59)) return false
  return !(match[7] && (offsetHours! > 14 || offsetMinutes! > 59))
}

function unescape(text: string, errors: string[]): string {
  if (/<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) {
    errors.push(`unescaped markup in ${JSON.stringify(text.slice(0, 80))}`)
  }
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? '')
  )
}

/** A small well-formedness parser: elements, attributes and text, nothing else allowed. */
function parse(xml: string, errors: string[]): Element | null {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>/.exec(xml)
  if (!declaration) errors.push('missing <?xml version="1.0" encoding="UTF-8"?>')
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"]*")*)\s*(\/?)>|([^<]+)|(<)/g
  token.lastIndex = declaration?.[0].length ?? 0
  const stack: Element[] = []
  let root: Element | null = null
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    const [, closing, name, attributeText, selfClosing, text, stray] = match
    if (stray) {
      errors.push(`malformed markup at ${match.index}: ${xml.slice(match.index, match.index + 60)}`)
      return null
    }
    if (text !== undefined) {
      if (stack.length) stack.at(-1)!.text += unescape(text, errors)
      else if (text.trim()) errors.push('text outside the root element')
      continue
    }
    if (closing) {
      const open = stack.pop()
      if (open?.name !== name) errors.push(`</${name}> closes <${open?.name}>`)
      continue
    }
    const attributes: Record<string, string> = {}
    for (const [, key, value] of attributeText!.matchAll(/([\w.:-]+)="([^"]*)"/g)) {
      if (key! in attributes) errors.push(`<${name}> repeats ${key}`)
      attributes[key!] = unescape(value!, errors)
    }
    const element: Element = { name: name!, attributes, children: [], text: '' }
    if (stack.length) stack.at(-1)!.children.push(element)
    else if (root) errors.push(`a second root element <${name}>`)
    else root = element
    if (!selfClosing) stack.push(element)
  }
  if (stack.length) errors.push(`<${stack.at(-1)!.name}> is never closed`)
  return root
}

function checkLoc(loc: string, origin: string, where: string, errors: string[]) {
  if (loc.length < 12 || loc.length > 2048) errors.push(`${where}: loc of ${loc.length} characters`)
  let url: URL | undefined
  try {
    url = new URL(loc)
  } catch {
    errors.push(`${where}: loc is not an absolute URL: ${loc}`)
  }
  if (url && !/^https?:$/.test(url.protocol)) errors.push(`${where}: loc is not http(s): ${loc}`)
  if (url && url.origin !== origin) errors.push(`${where}: loc on another origin: ${loc}`)
}

/** Checks one sitemap (a `urlset`) or sitemap index, served from `origin`. */
export function checkSitemap(xml: string, origin: string): SitemapCheck {
  const errors: string[] = []
  const bytes = new TextEncoder().encode(xml).length
  const result: SitemapCheck = { errors, root: null, locs: [], lastmods: [], bytes }
  const root = parse(xml, errors)
  if (!root) return result
  if (root.name !== 'urlset' && root.name !== 'sitemapindex') {
    errors.push(`root element <${root.name}>`)
    return result
  }
  result.root = root.name
  if (root.attributes.xmlns !== NS) errors.push(`root namespace ${root.attributes.xmlns}`)
  if (root.text.trim()) errors.push(`text in <${root.name}>`)
  const entry = root.name === 'urlset' ? 'url' : 'sitemap'
  // prefixes bound to another namespace than the sitemap's: what `##other` admits
  const other = new Set(
    Object.entries(root.attributes)
      .filter(([key, value]) => key.startsWith('xmlns:') && value !== NS)
      .map(([key]) => key.slice('xmlns:'.length))
  )
  root.children.forEach((child, index) => {
    const where = `${entry} ${index + 1}`
    if (child.name !== entry) return errors.push(`${where}: <${child.name}> in <${root.name}>`)
    if (child.text.trim()) errors.push(`${where}: text in <${entry}>`)
    const order =
      entry === 'url' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod']
    let position = -1
    let loc: string | null = null
    let lastmod: string | null = null
    for (const field of child.children) {
      const prefix = field.name.includes(':') ? field.name.split(':')[0]! : null
      if (prefix !== null) {
        if (!other.has(prefix) || entry !== 'url') {
          errors.push(`${where}: <${field.name}> is not allowed`)
        } else if (field.name === 'xhtml:link' && root.attributes[`xmlns:${prefix}`] === XHTML) {
          const { rel, hreflang, href } = field.attributes
          if (rel !== 'alternate' || !hreflang || !href) {
            errors.push(`${where}: xhtml:link needs rel="alternate", hreflang and href`)
          } else {
            if (!/^(x-default|[a-z]{2,3}(-[A-Za-z0-9]{2,8})*)$/.test(hreflang)) {
              errors.push(`${where}: hreflang ${hreflang}`)
            }
            checkLoc(href, origin, `${where} alternate`, errors)
          }
        }
        position = order.length
        continue
      }
      const at = order.indexOf(field.name)
      if (at === -1) errors.push(`${where}: <${field.name}> is not in the schema`)
      else if (at <= position) errors.push(`${where}: <${field.name}> out of order or repeated`)
      position = Math.max(position, at)
      const value = field.text.trim()
      if (field.name === 'loc') loc = value
      if (field.name === 'lastmod') {
        lastmod = value
        if (!isW3cDate(value)) errors.push(`${where}: lastmod ${value}`)
      }
      if (field.name === 'changefreq' && !CHANGEFREQ.has(value)) {
        errors.push(`${where}: changefreq ${value}`)
      }
      if (field.name === 'priority' && !/^(0(\.\d+)?|1(\.0+)?)$/.test(value)) {
        errors.push(`${where}: priority ${value}`)
      }
    }
    if (loc === null) return errors.push(`${where}: no loc`)
    checkLoc(loc, origin, where, errors)
    result.locs.push(loc)
    result.lastmods.push(lastmod)
  })
  const count = root.children.length
  if (count > 50_000) errors.push(`${count} entries, over the protocol's 50,000`)
  if (bytes > 50 * MB) errors.push(`${bytes} bytes, over the protocol's 50 MB`)
  if (root.name === 'urlset' && count > 10_000) errors.push(`${count} URLs, over 10,000`)
  if (root.name === 'urlset' && bytes > 10 * MB) errors.push(`${bytes} bytes, over 10 MB`)
  return result
}
