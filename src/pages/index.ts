import type { PageName } from '../route-table'
import { partnerDashboardView } from './partner-dashboard'
import { partnerSignInView } from './partner-sign-in'
import { catalogPage } from './catalog'
import { propertyPage } from './property'
import { teamPage } from './team'
import { agentPage } from './agent'
import { articlePage, blogListPage } from './blog'
import { reviewsPage } from './reviews'
import { standardPage } from './standard-page'
import { copyrightView, privacyView, termsView } from './legal'
import { careersPage, contactPage, feedbackPage, highRentalsPage, partnersPage } from './form-pages'
import type { PageView } from './types'

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
  'our-team': teamPage as PageView,
  partners: partnersPage,
  'our-story': standardPage,
  'why-choose': standardPage,
  blog: blogListPage as PageView,
  catalog: catalogPage as PageView,
  'high-rentals': highRentalsPage,
  'client-reviews': reviewsPage as PageView,
  'refactor-example': standardPage,
  'long-term-leasing': standardPage,
  'partner-sign-in': partnerSignInView as PageView,
  'partner-dashboard': partnerDashboardView as PageView,
  'agent-id': agentPage as PageView,
  'blog-slug': articlePage as PageView,
  'catalog-id': propertyPage as PageView,
}
