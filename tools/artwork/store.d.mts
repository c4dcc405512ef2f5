import type { ArtworkStore } from './build.mjs'

/** The store's directory: ARTWORK_CACHE, `off` for none, or the user's cache directory. */
export function storeDir(env?: Record<string, string | undefined>): string | null
/** The store at `dir`, or null when there is none or it cannot be written. */
export function openStore(dir: string | null): ArtworkStore | null
