import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'our-story',
  path: '/our-story',
  layout: 'default',
  messages: 'story',
  content: ['list:agents'],
  artwork: 'office-tower',
  footer: [{ column: 'company', label: 'pages.story.heading', order: 1 }],
})
