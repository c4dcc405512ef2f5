// workerd's AsyncLocalStorage, enabled by the compatibility flag `nodejs_als` (wrangler.toml):
// the part src/lib/log.ts uses. The worker's types are workerd's, which leave Node's modules out.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R
    getStore(): T | undefined
  }
}
