import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'index',
  path: '/',
  layout: 'default',
  messages: 'home',
  content: ['home', 'list:agents', 'list:testimonials'],
  artwork: 'downtown-skyline',
  widget: 'hidden',
  nav: { label: 'nav.home', order: 0, menuOnly: true },
})
