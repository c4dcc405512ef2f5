// One client over the rate limit, alongside the burst: DESIGN.md allows 20 form posts a minute
// from one address (CF-Connecting-IP), in windows of a calendar minute. This client sends 25 in
// a row from one address; when all 25 fall in one minute, the first 20 must be stored (201) and
// the last 5 refused with 429 and Retry-After. When they straddle two minutes the counts split,
// so it tries again from a new address (three times at most).
import { send } from './burst.mjs'

const LIMIT = 20
const POSTS = LIMIT + 5
const minute = () => Math.floor(Date.now() / 60_000)

export async function overLimitClient(post) {
  const samples = []
  for (let attempt = 1; attempt <= 3; attempt++) {
    const ip = `10.255.255.${attempt}`
    const before = minute()
    const round = []
    for (let i = 0; i < POSTS; i++) round.push(await send(post(ip)))
    samples.push(...round)
    if (minute() !== before) continue
    const expected = round.every((sample, i) =>
      i < LIMIT ? sample.status === 201 : sample.status === 429 && Number(sample.retryAfter) > 0
    )
    return {
      samples,
      verdict: { ip, attempts: attempt, pass: expected, statuses: round.map((s) => s.status) },
    }
  }
  return {
    samples,
    verdict: { pass: false, attempts: 3, statuses: [], note: 'every attempt straddled a minute' },
  }
}
