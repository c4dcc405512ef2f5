import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'vienna',
  path: '/vienna',
  layout: 'vienna',
  messages: 'vienna',
  artwork: 'low-rise-residence',
})
