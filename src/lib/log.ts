import { AsyncLocalStorage } from 'node:async_hooks'
import { isSensitiveName, REDACTED, scrub } from './redact'

/**
 * The worker's one logger: a JSON object per line (Workers Logs indexes its fields), each line
 * carrying the request it belongs to. What reaches a line is redacted by construction
 * (src/lib/redact.ts): the request's path never has its query, strings are scrubbed of contact
 * details and credentials, and a field named like one (`email`, `token`, ...) is dropped.
 * Worker-only: AsyncLocalStorage is workerd's (compatibility flag `nodejs_als`).
 */

export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

/** What every line written during one request (or one cron run) carries. */
export interface LogContext {
  requestId: string
  method: string
  /** the path only: a query string can carry a token */
  path: string
}

const current = new AsyncLocalStorage<LogContext>()

/** Runs `work` with `context` on every line it logs, however deep and however late. */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  return current.run(context, work)
}

/** The id of the request being handled (its CF-Ray on Cloudflare), for a handler to quote. */
export function requestId(): string | undefined {
  return current.getStore()?.requestId
}

const MAX_DEPTH = 3
const MAX_ITEMS = 20
const STACK_LINES = 8

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrub(value)
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value
  if (value === undefined) return undefined
  if (typeof value === 'bigint') return String(value)
  if (value instanceof Error) {
    return {
      name: value.name,
      message: scrub(value.message),
      stack: value.stack && scrub(value.stack.split('\n').slice(1, STACK_LINES).join('\n')),
      cause:
        depth < MAX_DEPTH && value.cause !== undefined ? clean(value.cause, depth + 1) : undefined,
    }
  }
  if (depth >= MAX_DEPTH) return '[…]'
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => clean(item, depth + 1))
  if (typeof value === 'object') return cleanFields(value as LogFields, depth + 1)
  return `[${typeof value}]`
}

function cleanFields(fields: LogFields, depth: number): LogFields {
  const result: LogFields = {}
  for (const [name, value] of Object.entries(fields)) {
    result[name] = isSensitiveName(name) ? REDACTED : clean(value, depth)
  }
  return result
}

/** Writes one line: `{"level","event","requestId","method","path",...fields}`. */
export function writeLog(level: LogLevel, event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ level, event, ...current.getStore(), ...cleanFields(fields, 0) })
  // looked up per call, so a test that spies on the console sees the line
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

export const log = {
  info: (event: string, fields?: LogFields) => writeLog('info', event, fields),
  warn: (event: string, fields?: LogFields) => writeLog('warn', event, fields),
  error: (event: string, fields?: LogFields) => writeLog('error', event, fields),
}
