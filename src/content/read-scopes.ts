import { AsyncLocalStorage } from 'node:async_hooks'
import { bucketVersion, versionText } from '../lib/content-scopes'

/**
 * The content scopes one render read (memo.ts notes each read), each with the version it was
 * read at: what its page was made from, the cards of other listings and articles included,
 * which the page's declared scopes do not name. The second tier keeps a page for as long as
 * all of them stay at those versions (src/render/second-tier.ts).
 */
export class ReadScopes {
  readonly versions = new Map<string, number>()
  /** a scope was read at two versions: a sync landed during the render */
  mixed = false

  note(scope: string, version: number) {
    const known = this.versions.get(scope)
    if (known !== undefined && known !== version) this.mixed = true
    this.versions.set(scope, version)
  }

  /** What `scopeVersion` answers for these scopes while none has changed since the render. */
  version(): string {
    return versionText([...this.versions.values()])
  }
}

// Worker-only, as src/lib/log.ts: workerd's AsyncLocalStorage (compatibility flag `nodejs_als`)
const current = new AsyncLocalStorage<ReadScopes>()

/** Runs `work` (a render) with every content read it makes, however deep, noted in `reads`. */
export function recordReads<T>(reads: ReadScopes, work: () => T): T {
  return current.run(reads, work)
}

/** Notes a read of `scope` under the version vector it was read with, when a render records. */
export function noteRead(scope: string, versions: readonly number[]) {
  current.getStore()?.note(scope, bucketVersion(scope, versions))
}
