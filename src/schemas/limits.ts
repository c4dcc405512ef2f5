import type * as z from 'zod/mini'

// Reads a form schema's length limits so the form's inputs carry the same `maxlength` as the
// schema checks, instead of repeating the numbers. zod keeps a schema's parts and checks in
// `_zod.def`; this walks the parts a form schema is made of (objects, pipes, optional, catch,
// default) and no others.

interface Node {
  _zod: {
    def: {
      type: string
      checks?: { _zod: { def: { check: string; maximum?: unknown } } }[]
      in?: Node
      out?: Node
      innerType?: Node
      shape?: Record<string, Node>
    }
  }
}

function maxLengthOf(node: Node): number | undefined {
  const def = node._zod.def
  const own = def.checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum
  if (typeof own === 'number') return own
  for (const part of [def.in, def.out, def.innerType]) {
    const inner = part && maxLengthOf(part)
    if (inner !== undefined) return inner
  }
  return undefined
}

/** The longest value each field of a form schema takes, by field name. */
export function maxLengths(schema: z.ZodMiniType): Record<string, number> {
  // the one cast: zod's public type does not name the parts of its definition
  let node = schema as unknown as Node
  while (node._zod.def.type === 'pipe' && node._zod.def.in) node = node._zod.def.in
  const limits: Record<string, number> = {}
  for (const [name, field] of Object.entries(node._zod.def.shape ?? {})) {
    const max = maxLengthOf(field)
    if (max !== undefined) limits[name] = max
  }
  return limits
}
