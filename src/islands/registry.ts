import type { ComponentProps, ComponentType } from 'react'

/**
 * Every island, by the name the server marks it with: the one list. The browser loads each from
 * here as its own chunk (`client/islands.ts`); the server imports only the types below, so an
 * `<Island>` whose name and component do not match fails the typecheck.
 */
export const ISLANDS = {
  'testimonial-list': () => import('./testimonial-list'),
  'share-button': () => import('./share-button'),
  'blog-list': () => import('./blog-list'),
  'team-directory': () => import('./team-directory'),
  'cost-calculator': () => import('./cost-calculator'),
  'property-actions': () => import('./property-actions'),
  'display-preferences': () => import('./display-preferences'),
  'catalog-results': () => import('./catalog-results'),
  'lead-form': () => import('./lead-form'),
  'request-call': () => import('./request-call'),
  'newsletter-signup': () => import('./newsletter-signup'),
  'careers-questionnaire': () => import('./careers-questionnaire'),
  form: () => import('./form'),
  'kit-demo': () => import('./kit-demo'),
  'commission-calculator': () => import('./commission-calculator'),
  'photo-gallery': () => import('./photo-gallery'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof ISLANDS

/** The component an island's module exports, and so the one `<Island name>` must render. */
export type IslandComponent<N extends IslandName> = Awaited<
  ReturnType<(typeof ISLANDS)[N]>
>['default']

export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name)
}
