/** A directory of encoded artwork shared by the checkouts on this machine. */
export interface ArtworkStore {
  take(key: string, hash: string, files: string[], out: string): boolean
  keep(key: string, hash: string, files: string[], out: string): void
  prune(inUse: Iterable<[string, string]>): void
}

/** Encodes the scenes whose drawing or settings changed into `out`; the keys it encoded. */
export function buildImages(options?: {
  out?: string
  scenes?: Record<string, () => string>
  store?: ArtworkStore | null
  log?: (line: string) => void
}): Promise<{ encoded: string[]; taken: number; files: number }>
