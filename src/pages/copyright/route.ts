import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'copyright',
  path: '/copyright',
  layout: 'default',
  messages: 'copyright',
  artwork: 'office-tower',
  footer: [{ column: 'legal', label: 'footer.copyright', order: 3 }],
})
