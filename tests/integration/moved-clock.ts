import { onTestFinished, vi } from 'vitest'

/** Moves the worker's clock `ms` ahead of now for the rest of the test (and stops it there). */
export function moveClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
  onTestFinished(() => {
    vi.useRealTimers()
  })
}
