import type { ComponentType } from 'react'
import type { IslandComponent, IslandName } from '../generated/islands'

/**
 * When an island hydrates. `load`: as the page loads, for islands that show something the
 * server cannot know (saved listings, stored preferences). `interaction`: when the visitor first
 * points at, touches or focuses it, so a page whose only islands wait ships no React at all.
 */
export type Hydration = 'load' | 'interaction'

interface IslandProps<N extends IslandName, P extends object> {
  name: N
  /** must be the component src/islands/<name>.tsx default-exports, which the browser loads for `name` in the browser */
  component: ComponentType<P> & IslandComponent<N>
  props: P
  hydrate?: Hydration
}

/**
 * Server side of an island: renders the component and marks it with its name and JSON props,
 * so `client/islands.ts` can hydrate it. Props travel in an attribute (escaped by React), not
 * in a script, so the CSP needs no hash for them.
 */
export function Island<N extends IslandName, P extends object>({
  name,
  component,
  props,
  hydrate = 'load',
}: IslandProps<N, P>) {
  const Component: ComponentType<P> = component
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-hydrate={hydrate === 'load' ? undefined : hydrate}
      className="contents"
    >
      <Component {...props} />
    </div>
  )
}
