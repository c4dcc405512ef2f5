// The rate limiting binding counts in windows of the wall clock (Miniflare's simulation aligns
// them to the minute, in a Durable Object the test's frozen clock does not reach): a flood that
// must fall in one window waits when the current window is about to end.
export async function withinOneWindow(needMs = 10_000) {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

/** A client address no other test uses. */
export const freshAddress = () =>
  `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
