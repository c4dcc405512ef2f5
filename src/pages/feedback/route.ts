import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'feedback',
  path: '/feedback',
  layout: 'empty',
  messages: 'feedback',
  artwork: 'interior-living',
})
