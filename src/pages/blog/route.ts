import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'blog',
  path: '/blog',
  layout: 'default',
  messages: 'blog',
  artwork: 'downtown-night',
  nav: { label: 'nav.blog', order: 3 },
})
