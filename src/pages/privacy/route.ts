import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'privacy',
  path: '/privacy',
  layout: 'default',
  messages: 'privacy',
  artwork: 'office-tower',
  footer: [{ column: 'legal', label: 'footer.privacy', order: 2 }],
})
