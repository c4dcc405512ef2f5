import type { PageName } from '../route-table'
import { partnerDashboardView } from './partner-dashboard'
import { partnerSignInView } from './partner-sign-in'
import { catalogPage } from './catalog'
import { propertyPage } from './property'
import { standardPage } from './standard-page'
import { copyrightView, privacyView, termsView } from './legal'
import { careersPage, contactPage, feedbackPage, highRentalsPage, partnersPage } from './form-pages'
import type { PageView } from './types'

/** Detail pages answer 404 until their content source exists (the content issue adds it). */
const noContentYet: PageView = { meta: async () => null, Component: () => null }

export const VIEWS: Record<PageName, PageView> = {
  index: standardPage,
  terms: termsView as PageView,
  vienna: standardPage,
  'vienna-rak': standardPage,
  careers: careersPage,
  contact: contactPage as PageView,
  privacy: privacyView as PageView,
  copyright: copyrightView as PageView,
  feedback: feedbackPage,
  'our-team': standardPage,
  partners: partnersPage,
  'our-story': standardPage,
  'why-choose': standardPage,
  blog: standardPage,
  catalog: catalogPage as PageView,
  'high-rentals': highRentalsPage,
  'client-reviews': standardPage,
  'refactor-example': standardPage,
  'long-term-leasing': standardPage,
  'partner-sign-in': partnerSignInView as PageView,
  'partner-dashboard': partnerDashboardView as PageView,
  'agent-id': noContentYet,
  'blog-slug': noContentYet,
  'catalog-id': propertyPage as PageView,
}
