import { defineRoute, ID } from '../define-route'

export default defineRoute({
  name: 'agent-id',
  path: '/agent/:id',
  layout: 'default',
  messages: 'agent',
  params: { id: ID },
  parent: 'our-team',
})
