import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'terms',
  path: '/terms',
  layout: 'default',
  messages: 'terms',
  artwork: 'office-tower',
  footer: [{ column: 'legal', label: 'footer.terms', order: 1 }],
})
