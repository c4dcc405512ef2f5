import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'our-story',
  path: '/our-story',
  layout: 'default',
  messages: 'story',
  artwork: 'office-tower',
})
