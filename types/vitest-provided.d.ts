// What the worker suite's global setup (tests/fault/harness-setup.ts) hands its tests: the
// fault-injection harness's address, read with vitest's inject('faultUrl')
import 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    faultUrl: string
  }
}
