/** SPEC.md section 2: wait up to 4 s for the anchor, looking every 100 ms */
export const HASH_WAIT_MS = 4000
export const HASH_POLL_MS = 100

/**
 * The browser scrolls to an anchor that is in the HTML by itself (with the 80 px offset of
 * `scroll-padding-top` in the stylesheet). This covers an anchor that appears later, for example
 * inside an island or a list that loads more.
 */
export function scrollToLateHash() {
  const id = decodeURIComponent(location.hash.slice(1))
  if (!id || document.getElementById(id)) return
  const started = Date.now()
  const timer = setInterval(() => {
    const target = document.getElementById(id)
    if (target) {
      clearInterval(timer)
      // The same address again is a fragment navigation: the browser scrolls as for an anchor in
      // the HTML (smooth unless the visitor asks for less motion) and makes the section :target,
      // which renders the deferred bands before it (client/styles.css), so it lands where it is
      location.replace(location.href)
    } else if (Date.now() - started >= HASH_WAIT_MS) {
      clearInterval(timer)
    }
  }, HASH_POLL_MS)
}
