import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'partners',
  path: '/partners',
  layout: 'default',
  messages: 'partners',
  artwork: 'creek-towers',
  widget: 'off',
  nav: { label: 'nav.partners', order: 4 },
  footer: [{ column: 'company', label: 'nav.partners', order: 4 }],
})
