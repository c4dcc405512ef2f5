/**
 * Saved (favourite) and compared properties, kept in the browser as lists of ids. Islands read
 * them with `useSyncExternalStore(subscribeSaved, () => readList(kind), () => EMPTY)`.
 */
export type SavedList = 'saved' | 'compare'

/** Side by side: more than three columns no longer fit a phone or a readable table. */
export const COMPARE_LIMIT = 3
const KEYS: Record<SavedList, string> = { saved: 'saved-properties', compare: 'compare-properties' }
const EVENT = 'saved-properties-change'
export const EMPTY: readonly number[] = Object.freeze([])

const cache = new Map<SavedList, { raw: string | null; ids: readonly number[] }>()

export function readList(kind: SavedList): readonly number[] {
  let raw: string | null
  try {
    raw = localStorage.getItem(KEYS[kind])
  } catch {
    return EMPTY
  }
  const hit = cache.get(kind)
  if (hit && hit.raw === raw) return hit.ids
  let ids: readonly number[] = EMPTY
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    if (Array.isArray(parsed)) {
      ids = parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, 48)
    }
  } catch {
    // a damaged list is an empty one
  }
  cache.set(kind, { raw, ids })
  return ids
}

function write(kind: SavedList, ids: readonly number[]) {
  try {
    localStorage.setItem(KEYS[kind], JSON.stringify(ids))
  } catch {
    // storage disabled: nothing can be kept
  }
  window.dispatchEvent(new Event(EVENT))
}

/** Adds or removes a property; answers false when the comparison is already full. */
export function toggle(kind: SavedList, id: number): boolean {
  const ids = readList(kind)
  if (ids.includes(id)) {
    write(
      kind,
      ids.filter((other) => other !== id)
    )
    return true
  }
  if (kind === 'compare' && ids.length >= COMPARE_LIMIT) return false
  write(kind, [...ids, id])
  return true
}

export function subscribeSaved(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}
