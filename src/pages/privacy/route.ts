import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'privacy',
  path: '/privacy',
  layout: 'default',
  messages: 'privacy',
  artwork: 'office-tower',
})
