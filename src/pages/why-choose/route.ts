import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'why-choose',
  path: '/why-choose',
  layout: 'default',
  messages: 'whyChoose',
  content: ['list:testimonials'],
  artwork: 'penthouse-terrace',
  footer: [{ column: 'company', label: 'pages.whyChoose.title', order: 2 }],
})
