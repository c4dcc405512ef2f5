import { defineRoute, ID } from '../define-route'

export default defineRoute({
  name: 'catalog-id',
  path: '/catalog/:id',
  layout: 'default',
  messages: 'property',
  content: ['property:{id}'],
  params: { id: ID },
  parent: 'catalog',
})
