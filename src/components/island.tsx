import type { ComponentType } from 'react'
import type { IslandName } from '../islands/names'
import { usePage } from './page-context'

interface IslandProps<P extends object> {
  name: IslandName
  component: ComponentType<P>
  props: P
}

/**
 * Server side of an island: renders the component and marks it with its name and JSON props,
 * so `client/islands.tsx` can hydrate it. Props travel in an attribute (escaped by React), not
 * in a script, so no nonce is needed and a cached page stays valid.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  usePage().islands.add(name)
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  )
}
