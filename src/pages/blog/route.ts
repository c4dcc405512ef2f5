import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'blog',
  path: '/blog',
  layout: 'default',
  messages: 'blog',
  content: ['list:posts'],
  artwork: 'downtown-night',
  nav: { label: 'nav.blog', order: 3 },
  footer: [
    { column: 'explore', label: 'footer.blog', order: 3 },
    { column: 'explore', label: 'footer.news', order: 4, query: 'topic=news' },
  ],
})
