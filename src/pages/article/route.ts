import { defineRoute, SLUG } from '../define-route'

export default defineRoute({
  name: 'blog-slug',
  path: '/blog/:slug',
  layout: 'default',
  messages: 'article',
  content: ['post:{slug}'],
  params: { slug: SLUG },
  parent: 'blog',
})
