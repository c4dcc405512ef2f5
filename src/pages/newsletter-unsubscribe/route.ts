import { defineRoute } from '../define-route'

// Where every newsletter mail's unsubscribe link leads (RFC 8058), with a signed token
export default defineRoute({
  name: 'newsletter-unsubscribe',
  path: '/newsletter/unsubscribe',
  layout: 'default',
  messages: 'newsletterUnsubscribe',
  artwork: 'office-tower',
  widget: 'off',
  noindex: true,
})
