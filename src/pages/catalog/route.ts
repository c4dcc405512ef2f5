import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'catalog',
  path: '/catalog',
  layout: 'default',
  messages: 'catalog',
  content: ['list:properties'],
  artwork: 'marina-towers',
  nav: { label: 'nav.catalog', order: 1 },
  footer: [{ column: 'explore', label: 'nav.catalog', order: 1 }],
})
