import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'high-rentals',
  path: '/high-rentals',
  layout: 'default',
  messages: 'highRentals',
  content: ['list:agents', 'list:testimonials'],
  artwork: 'marina-towers',
})
