import { defineRoute, ID } from '../define-route'

export default defineRoute({
  name: 'catalog-id',
  path: '/catalog/:id',
  layout: 'default',
  messages: 'property',
  params: { id: ID },
  parent: 'catalog',
})
