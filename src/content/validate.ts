import type * as z from 'zod/mini'

/**
 * Validates one record as it enters the worker. An invalid record is logged and left out, so one
 * bad row or CMS entry hides itself instead of breaking a whole list.
 */
export function validRecord<S extends z.ZodMiniType>(
  schema: S,
  candidate: unknown,
  what: string
): z.output<S> | null {
  const result = schema.safeParse(candidate)
  if (result.success) return result.data
  console.error(`invalid ${what} left out:`, result.error.issues.slice(0, 5))
  return null
}

export function validRecords<S extends z.ZodMiniType>(
  schema: S,
  candidates: unknown[],
  what: string
): z.output<S>[] {
  return candidates.flatMap((candidate) => {
    const record = validRecord(schema, candidate, what)
    return record === null ? [] : [record]
  })
}

/** Parses a JSON column; a malformed value becomes undefined and fails validation. */
export function jsonColumn(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}
