import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'vienna-rak',
  path: '/vienna-rak',
  layout: 'vienna',
  messages: 'viennaRak',
  artwork: 'palm-beach',
})
