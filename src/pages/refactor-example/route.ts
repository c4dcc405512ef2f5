import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'refactor-example',
  path: '/refactor-example',
  layout: 'default',
  messages: 'refactorExample',
  content: ['list:properties', 'list:agents', 'list:testimonials'],
  artwork: 'interior-office',
})
