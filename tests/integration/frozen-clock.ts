import { onTestFinished, vi } from 'vitest'

/**
 * Stops the worker's clock one second into a minute for the rest of the test, so a flood of
 * requests falls in one rate-limit window: at full speed a loop can straddle a minute boundary,
 * and the limit would start again halfway through it.
 */
export function freezeAtStartOfMinute() {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000)
  onTestFinished(() => {
    vi.useRealTimers()
  })
}

/** Moves the worker's clock `ms` ahead of now for the rest of the test (and stops it there). */
export function moveClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
  onTestFinished(() => {
    vi.useRealTimers()
  })
}
