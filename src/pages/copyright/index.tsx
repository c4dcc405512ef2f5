import { LegalPage } from '../legal/legal-page'
import { marketingResolve } from '../marketing'
import { definePage } from '../page'
import route from './route'

export default definePage(route, {
  resolve: marketingResolve(route),
  Component: () => <LegalPage document="copyright" />,
})
