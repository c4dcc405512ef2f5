// A bounded burst: `connections` loops, each sending the next request of the mix as soon as its
// previous one is answered, for `seconds`. Every request's kind, status, latency and (for a
// form post) the answer's body are kept.

const TIMEOUT_MS = 15_000

/**
 * Sends one request of the mix, `{ kind, label, url, init, keep, meta }`, and answers its
 * sample; with `keep`, the body of a 2xx answer is parsed as JSON and kept on the sample (the
 * form endpoints' `{id, reference}`). Node's fetch keeps connections alive between requests.
 */
export async function send(request) {
  const sent = performance.now()
  const sample = { kind: request.kind, label: request.label, meta: request.meta, sentAt: sent }
  try {
    const response = await fetch(request.url, {
      ...request.init,
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
  return sample
}

/** `connections` loops sending `next()` until `seconds` are over, with `alongside` running too. */
export async function burst({ connections, seconds, next, alongside = async () => [] }) {
  const samples = []
  const start = performance.now()
  const deadline = start + seconds * 1000
  const loop = async () => {
    while (performance.now() < deadline) samples.push(await send(next()))
  }
  const [extra] = await Promise.all([alongside(), ...Array.from({ length: connections }, loop)])
  const elapsedSeconds = (performance.now() - start) / 1000
  return { samples, extra, elapsedSeconds, start }
}
