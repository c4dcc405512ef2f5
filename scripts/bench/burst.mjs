// A bounded burst: `connections` loops, each sending the next request of the mix as soon as its
// previous one is answered, for `seconds`. Every request's kind, status, latency and (for a
// form post) the answer's body are kept.
import { Agent } from 'undici'

const TIMEOUT_MS = 15_000

/**
 * `next()` returns `{ kind, label, url, init, keep }`; with `keep`, the body of a 2xx answer
 * is parsed as JSON and stored on the sample (the form endpoints' `{id, reference}`).
 */
export async function burst({ connections, seconds, next }) {
  const dispatcher = new Agent({ connections, keepAliveTimeout: 10_000 })
  const samples = []
  const start = performance.now()
  const deadline = start + seconds * 1000
  const loop = async () => {
    while (performance.now() < deadline) {
      const request = next()
      const sent = performance.now()
      const sample = { kind: request.kind, label: request.label, meta: request.meta }
      try {
        const response = await fetch(request.url, {
          ...request.init,
          dispatcher,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        const body = await response.text()
        sample.status = response.status
        if (response.status === 429) sample.retryAfter = response.headers.get('Retry-After')
        if (request.keep && response.ok) sample.body = JSON.parse(body)
      } catch (error) {
        sample.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      }
      sample.ms = performance.now() - sent
      samples.push(sample)
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  const elapsedSeconds = (performance.now() - start) / 1000
  await dispatcher.close()
  return { samples, elapsedSeconds }
}
