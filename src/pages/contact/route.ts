import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'contact',
  path: '/contact',
  layout: 'default',
  messages: 'contact',
  content: ['property:{?propertyId}', 'agent:{?agentId}'],
  artwork: 'business-bay-canal',
  nav: { label: 'nav.contact', order: 6, menuOnly: true },
  footer: [{ column: 'company', label: 'nav.contact', order: 6 }],
})
