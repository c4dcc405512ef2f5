// Hydrating an island when the visitor first reaches for it. Pointing, touching or focusing
// starts the download; a click or submit that comes before React is ready is held back and
// replayed once it is, so the first press is never lost. Links and forms still work without it.

/** Elements outside the island that it answers for. */
export type Claim = (target: Element) => boolean

interface Waiting {
  element: HTMLElement
  claim?: Claim
  hydrate: () => Promise<void>
  started?: Promise<void>
  done: boolean
}

const waiting: Waiting[] = []
// input and change: a value can change with no pointer or focus first (autofill, a script
// choosing an option); hydrating then replays it (client/hydrate.tsx)
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input', 'change']
const ACTIVATION = ['click', 'submit']

function ownerOf(target: EventTarget | null): Waiting | undefined {
  if (!(target instanceof Element)) return undefined
  return waiting.find(
    (entry) => !entry.done && (entry.element.contains(target) || entry.claim?.(target))
  )
}

function start(entry: Waiting): Promise<void> {
  entry.started ??= entry.hydrate().finally(() => {
    entry.done = true
    // Every island is live: pointer moves need not be looked at any more
    if (waiting.every((other) => other.done)) listen(false)
  })
  return entry.started
}

function onIntent(event: Event) {
  const entry = ownerOf(event.target)
  if (entry) void start(entry)
}

function onActivation(event: Event) {
  const entry = ownerOf(event.target)
  if (!entry) return
  // A new tab or window is the visitor's choice: the link works without the island
  const mouse = event as MouseEvent
  if (event.type === 'click' && (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey)) return
  if (event.type === 'click' && (mouse.shiftKey || mouse.altKey)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  const target = event.target as Element
  void start(entry).then(() => {
    if (target instanceof HTMLFormElement) target.requestSubmit()
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  })
}

let listening = false

function listen(on: boolean) {
  listening = on
  const method = on ? 'addEventListener' : 'removeEventListener'
  for (const type of INTENT) document[method](type, onIntent, { capture: true, passive: true })
  for (const type of ACTIVATION) document[method](type, onActivation, { capture: true })
}

export function armOnInteraction(
  element: HTMLElement,
  hydrate: () => Promise<void>,
  claim?: Claim
) {
  waiting.push({ element, hydrate, claim, done: false })
  if (!listening) listen(true)
}
