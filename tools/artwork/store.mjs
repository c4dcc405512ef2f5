// Encoded artwork shared by every checkout on the machine, by content hash: a fresh clone, a
// second worktree, or CI with the directory restored takes the files of a drawing some checkout
// has already encoded instead of encoding it again. Files are hard links (no second copy on one
// disk), copies across disks. ARTWORK_CACHE names another directory, or `off` for none.
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

// An entry no checkout has used for this long goes (a drawing since changed everywhere)
const UNUSED_MS = 30 * 24 * 3600 * 1000
// A half-written entry older than this is from a build that died
const PARTIAL_MS = 3600 * 1000

export function storeDir(env = process.env) {
  if (env.ARTWORK_CACHE === 'off') return null
  if (env.ARTWORK_CACHE) return env.ARTWORK_CACHE
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'arcadia-estates', 'artwork')
}

/** Puts `from` at `to`, never writing through a link another checkout shares. */
export function place(from, to) {
  rmSync(to, { force: true })
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

const complete = (entry, files) => files.every((file) => existsSync(join(entry, file)))

/** The store at `dir`, or null when there is none or it cannot be written (the build goes on). */
export function openStore(dir) {
  if (!dir) return null
  try {
    mkdirSync(dir, { recursive: true })
  } catch (error) {
    console.warn(`images: no shared store (${error.message}); encoding what is missing`)
    return null
  }
  // One entry per drawing and settings; the key is in the name, since it is in the files' names
  const entryOf = (key, hash) => join(dir, `${key}.${hash}`)
  return {
    /** Places a drawing's files into `out` from the store; false when the store lacks them. */
    take(key, hash, files, out) {
      const entry = entryOf(key, hash)
      if (!complete(entry, files)) return false
      for (const file of files) place(join(entry, file), join(out, file))
      return true
    },
    /** Keeps the files just encoded in `out`, written aside and renamed: never half an entry. */
    keep(key, hash, files, out) {
      const entry = entryOf(key, hash)
      if (complete(entry, files)) return
      const partial = `${entry}.${process.pid}.partial`
      try {
        rmSync(entry, { recursive: true, force: true })
        mkdirSync(partial, { recursive: true })
        for (const file of files) place(join(out, file), join(partial, file))
        renameSync(partial, entry)
      } catch {
        // another checkout kept the same drawing meanwhile
        rmSync(partial, { recursive: true, force: true })
      }
    },
    /** Marks the entries in use now, and removes those unused for 30 days. */
    prune(inUse) {
      const now = Date.now()
      const used = new Set([...inUse].map(([key, hash]) => `${key}.${hash}`))
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (used.has(name)) {
          utimesSync(path, now / 1000, now / 1000)
          continue
        }
        const age = now - statSync(path).mtimeMs
        if (age > (name.endsWith('.partial') ? PARTIAL_MS : UNUSED_MS))
          rmSync(path, { recursive: true, force: true })
      }
    },
  }
}
