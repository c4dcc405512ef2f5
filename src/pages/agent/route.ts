import { defineRoute, ID } from '../define-route'

export default defineRoute({
  name: 'agent-id',
  path: '/agent/:id',
  layout: 'default',
  messages: 'agent',
  content: ['agent:{id}'],
  params: { id: ID },
  parent: 'our-team',
})
