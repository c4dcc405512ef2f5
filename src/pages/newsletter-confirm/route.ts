import { defineRoute } from '../define-route'

// Where the newsletter's confirmation e-mail links to, with a signed token: never indexed
export default defineRoute({
  name: 'newsletter-confirm',
  path: '/newsletter/confirm',
  layout: 'default',
  messages: 'newsletterConfirm',
  artwork: 'office-tower',
  widget: 'off',
  noindex: true,
})
