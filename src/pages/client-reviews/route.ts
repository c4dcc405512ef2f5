import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'client-reviews',
  path: '/client-reviews',
  layout: 'default',
  messages: 'clientReviews',
  content: ['list:testimonials'],
  artwork: 'palm-beach',
  footer: [{ column: 'explore', label: 'pages.clientReviews.heading', order: 5 }],
})
