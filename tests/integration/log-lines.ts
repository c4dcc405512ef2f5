// What the worker logs during a test: every console line it writes, raw and parsed (each is one
// JSON object, src/lib/log.ts). The console stays quiet meanwhile.
import { afterEach, beforeEach, vi } from 'vitest'

export interface LogLine {
  level: string
  event: string
  requestId?: string
  method?: string
  path?: string
  [field: string]: unknown
}

export function useLogLines() {
  const raw: string[] = []
  beforeEach(() => {
    raw.length = 0
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        raw.push(args.map(String).join(' '))
      })
    }
  })
  afterEach(() => vi.restoreAllMocks())
  return {
    raw,
    /** the lines parsed; a line that is not one JSON object fails the test */
    lines: (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine),
    events: (event: string) =>
      raw.map((line) => JSON.parse(line) as LogLine).filter((l) => l.event === event),
  }
}
