import type * as z from 'zod/mini'
import { log } from '../lib/log'

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
  log.error('content.invalid-record', {
    what,
    issues: result.error.issues.slice(0, 5).map(({ path, message }) => ({ path, message })),
  })
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
