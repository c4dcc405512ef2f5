import { AsyncLocalStorage } from 'node:async_hooks'
import { BUDGET_MS, TIMEOUT_MS, type Call, type Place } from './timeouts'

/**
 * Each request's (or cron run's) time budget: a deadline every outbound call reads, however
 * deep, to clip its own timeout (src/lib/timeouts.ts). Worker-only, like src/lib/log.ts
 * (AsyncLocalStorage, compatibility flag `nodejs_als`). Outside a budget (a unit test, a script)
 * a call has its own timeout alone.
 */
interface Budget {
  started: number
  deadline: number
  place: Place
}

const current = new AsyncLocalStorage<Budget>()

/** Runs `work` within the budget of `place`, counted from now. */
export function withBudget<T>(place: Place, work: () => T): T {
  const started = Date.now()
  return current.run({ started, place, deadline: started + BUDGET_MS[place] }, work)
}

/**
 * The request turns out to be of another kind (a form post, a sign-in): its budget becomes that
 * place's, counted from the request's start.
 */
export function switchBudget(place: Place): void {
  const budget = current.getStore()
  if (!budget || budget.place === place) return
  budget.place = place
  budget.deadline = budget.started + BUDGET_MS[place]
}

/** A middleware that puts the rest of its request on `place`'s budget. */
export function budgetFor(place: Place) {
  return async function budget(_c: unknown, next: () => Promise<void>) {
    switchBudget(place)
    await next()
  }
}

/** What is left of the current budget (Infinity outside one). */
export function remainingMs(): number {
  const budget = current.getStore()
  return budget ? budget.deadline - Date.now() : Number.POSITIVE_INFINITY
}

/** Milliseconds `call` may take: its timeout, or what is left of the budget if less (≥ 1). */
export function timeoutFor(call: Call): number {
  const budget = current.getStore()
  const own = TIMEOUT_MS[call]
  return budget ? Math.max(1, Math.min(own, budget.deadline - Date.now())) : own
}

/** An AbortSignal for one `fetch` of `call`. */
export const signalFor = (call: Call): AbortSignal => AbortSignal.timeout(timeoutFor(call))

export class TimedOut extends Error {
  override name = 'TimedOut'
}

/**
 * `work`'s answer, or a TimedOut error once `call`'s time is up. For what cannot be aborted (D1,
 * a binding): the work goes on unobserved, and its late failure is swallowed here.
 */
export function withinTime<T>(call: Call, work: Promise<T>): Promise<T> {
  const ms = timeoutFor(call)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`${call}: no answer in ${ms} ms`)), ms)
  })
  work.catch(() => {})
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
