import type { ComponentType } from 'react'
import type { Route } from '../route-table'
import { routeMeta } from './marketing'
import { definePage, type Page } from './page'

/**
 * A page whose state its route computed (the partner portal's forms after a post or a link
 * from an e-mail): the page with that state, answered with the status the state calls for.
 */
export function statePage<State>(route: Route, Component: ComponentType<{ data: State }>) {
  return (state: State, status = 200): Page =>
    definePage(route, {
      resolve: async ({ t }) => ({ status, meta: routeMeta(route, t), data: state }),
      Component,
    })
}
