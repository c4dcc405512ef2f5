import { log } from '../lib/log'
import type { Bindings } from '../env'
import { accountKey, LIMIT_PERIOD_SECONDS, overLimit } from './rate-limit'

/**
 * Failed sign-ins per account, from every address (credential stuffing spreads its guesses over
 * many): the failure past 5 in a minute on one identifier makes every sign-in with it wait out
 * the minute,
 * with the same answer whether or not the account exists. Successful sign-ins are not counted,
 * so a partner signing in from several devices never meets it.
 *
 * The binding cannot look without counting, so a failure is counted after it happens and the
 * account's "wait" is kept in the Cache API (per data centre, as the binding's counts are) for
 * the rest of the period. This is the edge's shield; the durable counter, with its growing
 * delays, the 15-minute lock and the partner's e-mail, is the CMS's (cms/src/partners/throttle.ts).
 */
const waitKey = (key: string) => new Request(`https://account-throttle.internal/${key}`)

/** Seconds an identifier must still wait before its next sign-in attempt, else null. */
export async function signInWait(identifier: string): Promise<number | null> {
  try {
    const cache = await caches.open('account-throttle')
    const marker = await cache.match(waitKey(await accountKey(identifier)))
    if (!marker) return null
    const until = Number(await marker.text())
    const seconds = Math.ceil((until - Date.now()) / 1000)
    return seconds > 0 ? seconds : null
  } catch (error) {
    log.error('account-throttle.unavailable', { error })
    return null
  }
}

/** Counts a failed sign-in; past the account's limit, its next attempts wait out the period. */
export async function countFailedSignIn(env: Bindings, identifier: string): Promise<void> {
  const key = await accountKey(identifier)
  if ((await overLimit(env, 'account', key)) === null) return
  try {
    const until = Date.now() + LIMIT_PERIOD_SECONDS * 1000
    const cache = await caches.open('account-throttle')
    await cache.put(
      waitKey(key),
      new Response(String(until), {
        headers: { 'Cache-Control': `max-age=${LIMIT_PERIOD_SECONDS}` },
      })
    )
    log.warn('account-throttle.waiting', { seconds: LIMIT_PERIOD_SECONDS })
  } catch (error) {
    log.error('account-throttle.unavailable', { error })
  }
}
