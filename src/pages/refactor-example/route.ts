import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'refactor-example',
  path: '/refactor-example',
  layout: 'default',
  messages: 'refactorExample',
  artwork: 'interior-office',
})
