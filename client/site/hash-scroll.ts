/** SPEC.md section 2: wait up to 4 s for the anchor, looking every 100 ms */
export const HASH_WAIT_MS = 4000
export const HASH_POLL_MS = 100
/** Frames the scroll position must hold before the anchor's landing is checked */
const STILL_FRAMES = 5
/** At most this many frames (about 3 s) are spent waiting for a smooth scroll to rest */
const MAX_FRAMES = 180

/**
 * The browser scrolls to an anchor that is in the HTML by itself (with the 80 px offset of
 * `scroll-padding-top` in the stylesheet). This covers an anchor that appears later, for example
 * inside an island or a list that loads more, and sets the anchor straight once the fonts are in.
 */
export function scrollToHash() {
  const id = decodeURIComponent(location.hash.slice(1))
  if (!id) return
  const target = document.getElementById(id)
  if (target) return landWhenFontsAreIn(target)
  const started = Date.now()
  const timer = setInterval(() => {
    const target = document.getElementById(id)
    if (target) {
      clearInterval(timer)
      // The same address again is a fragment navigation: the browser scrolls as for an anchor in
      // the HTML (smooth unless the visitor asks for less motion) and makes the section :target,
      // which renders the deferred bands before it (client/styles.css), so it lands where it is
      location.replace(location.href)
      landWhenFontsAreIn(target)
    } else if (Date.now() - started >= HASH_WAIT_MS) {
      clearInterval(timer)
    }
  }, HASH_POLL_MS)
}

/**
 * A web font that swaps in during the smooth scroll changes heights on both sides of the node
 * Chrome anchors the scroll to, and the scroll then ends a few px off its target (3 px on a
 * phone with the fonts 1.5 s late). Once the fonts are in and the scroll has come to rest, the
 * anchor is set back in place, unless the visitor has scrolled, tapped or typed meanwhile.
 */
function landWhenFontsAreIn(target: HTMLElement) {
  const visitor = new AbortController()
  const moved = () => visitor.abort()
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'])
    addEventListener(type, moved, { passive: true, signal: visitor.signal })
  void document.fonts.ready
    .then(() => whenScrollRests(visitor.signal))
    .then(() => {
      if (visitor.signal.aborted) return
      visitor.abort()
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
      if (Math.abs(target.getBoundingClientRect().top - offset) > 1)
        target.scrollIntoView({ behavior: 'instant' })
    })
}

/**
 * Resolves once the scroll has moved and then held for a few frames (the browser's own scroll to
 * the anchor may not have started yet), or the visitor took over, or after about 3 s.
 */
function whenScrollRests(visitor: AbortSignal) {
  return new Promise<void>((resolve) => {
    const start = scrollY
    let last = start
    let still = 0
    let frames = 0
    const frame = () => {
      still = scrollY === last ? still + 1 : 0
      last = scrollY
      const rested = scrollY !== start && still >= STILL_FRAMES
      if (visitor.aborted || rested || ++frames >= MAX_FRAMES) resolve()
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}
