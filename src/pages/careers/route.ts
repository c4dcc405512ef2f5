import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'careers',
  path: '/careers',
  layout: 'default',
  messages: 'careers',
  artwork: 'interior-office',
  widget: 'off',
  nav: { label: 'nav.careers', order: 5 },
  footer: [{ column: 'company', label: 'footer.careers', order: 3 }],
})
