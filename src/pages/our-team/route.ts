import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'our-team',
  path: '/our-team',
  layout: 'default',
  messages: 'team',
  content: ['list:agents'],
  artwork: 'business-bay-canal',
  nav: { label: 'nav.team', order: 2 },
  footer: [{ column: 'explore', label: 'nav.team', order: 2 }],
})
