// The load test's tables: requests per second, latency percentiles and statuses per kind.
import { ms, quantile } from '../bench/stats.mjs'
import { table } from '../bench/table.mjs'
import { EXPECTED } from './traffic.mjs'

const statuses = (samples) => {
  const counts = {}
  for (const s of samples) {
    const key = s.error ? 'network error' : String(s.status)
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

const row = (name, samples, seconds) => {
  const times = samples.map((s) => s.ms)
  const counts = Object.entries(statuses(samples))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')
  return [
    name,
    samples.length,
    (samples.length / seconds).toFixed(1),
    ms(quantile(times, 0.5)),
    ms(quantile(times, 0.95)),
    ms(quantile(times, 0.99)),
    ms(Math.max(...times)),
    counts,
  ]
}

/** Prints the tables; answers the unexpected answers (errors) found. */
export function reportLoad({ samples, elapsedSeconds }, overLimit) {
  const kinds = Object.keys(EXPECTED)
  const headers = ['kind', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'status']
  const byKind = kinds.map((kind) => samples.filter((s) => s.kind === kind))
  console.log(
    table(headers, [
      ...kinds.map((kind, i) => row(kind, byKind[i], elapsedSeconds)),
      row('all', samples, elapsedSeconds),
    ])
  )

  const labels = [...new Set(samples.map((s) => s.label))]
  console.log('\nBy route')
  console.log(
    table(
      ['endpoint', ...headers.slice(1)],
      labels.sort().map((label) =>
        row(
          label,
          samples.filter((s) => s.label === label),
          elapsedSeconds
        )
      )
    )
  )
  const limited = samples.filter((s) => s.status === 429)
  console.log(
    `${overLimit.pass ? 'PASS' : 'FAIL'} rate limit: 25 posts in a row from one address ` +
      `(${overLimit.ip ?? '-'}, attempt ${overLimit.attempts}) within one minute answered ` +
      `${overLimit.statuses.join(' ')}${overLimit.note ? ` (${overLimit.note})` : ''}; ` +
      'expected 20 x 201 then 429 with Retry-After'
  )

  // An error: a network failure, a status the kind must not answer, or a 429 for a visitor who
  // stayed under the limit (the posts of the mix come from addresses posting 4 each)
  const errors = samples.filter(
    (s) => s.error || !EXPECTED[s.kind].includes(s.status) || (s.status === 429 && !s.meta?.hot)
  )
  return {
    errors,
    summary: {
      seconds: elapsedSeconds,
      requests: samples.length,
      requestsPerSecond: samples.length / elapsedSeconds,
      byKind: Object.fromEntries(
        kinds.map((kind, i) => {
          const times = byKind[i].map((s) => s.ms)
          return [
            kind,
            {
              requests: times.length,
              p50: quantile(times, 0.5),
              p95: quantile(times, 0.95),
              p99: quantile(times, 0.99),
              max: Math.max(...times),
              statuses: statuses(byKind[i]),
            },
          ]
        })
      ),
      rateLimited: limited.length,
      overLimit,
      errors: errors.length,
    },
  }
}

/**
 * Latency per kind of request, minute by minute of the run (`start`: the burst's start, on
 * performance.now()'s clock): whether the tail grows as the minutes pass.
 */
export function reportMinutes(samples, start) {
  const minutes = new Map()
  for (const sample of samples) {
    const minute = Math.floor((sample.sentAt - start) / 60_000) + 1
    const key = `${minute} ${sample.kind}`
    if (!minutes.has(key)) minutes.set(key, { minute, kind: sample.kind, samples: [] })
    minutes.get(key).samples.push(sample)
  }
  const rows = [...minutes.values()].sort((a, b) =>
    a.minute === b.minute ? a.kind.localeCompare(b.kind) : a.minute - b.minute
  )
  const perMinute = rows.map(({ minute, kind, samples: group }) => {
    const times = group.map((s) => s.ms)
    const errors = group.filter((s) => s.error || !EXPECTED[s.kind].includes(s.status)).length
    return {
      minute,
      kind,
      requests: group.length,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      p99: quantile(times, 0.99),
      errors,
    }
  })
  console.log('\nBy minute')
  console.log(
    table(
      ['minute', 'kind', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
      perMinute.map((r) => [
        r.minute,
        r.kind,
        r.requests,
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        r.errors,
      ])
    )
  )
  return perMinute
}
