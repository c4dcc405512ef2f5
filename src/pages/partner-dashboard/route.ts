import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'partner-dashboard',
  path: '/partners/dashboard',
  layout: 'default',
  messages: 'partnerDashboard',
  artwork: 'creek-towers',
  parent: 'partners',
  widget: 'off',
  noindex: true,
})
