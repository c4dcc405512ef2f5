import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'long-term-leasing',
  path: '/long-term-leasing',
  layout: 'default',
  messages: 'longTermLeasing',
  artwork: 'interior-living',
})
