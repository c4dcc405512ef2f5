/** Names of the components that hydrate in the browser; `client/islands.tsx` maps each to its module. */
export type IslandName =
  | 'color-mode-switch'
  | 'cost-calculator'
  | 'property-actions'
  | 'display-preferences'
  | 'catalog-results'
  | 'lead-form'
  | 'request-call'
  | 'newsletter-signup'
  | 'careers-questionnaire'
  | 'partner-form'
  | 'feedback-form'
