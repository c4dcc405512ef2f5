import type { PageName } from '../route-table'
import { partnerDashboardView } from './partner-dashboard'
import { partnerSignInView } from './partner-sign-in'
import { catalogPage } from './catalog'
import { propertyPage } from './property'
import { teamPage } from './team'
import { agentPage } from './agent'
import { articlePage, blogListPage } from './blog'
import { reviewsPage } from './reviews'
import { copyrightView, privacyView, termsView } from './legal'
import { homeView } from './home'
import { ourStoryView } from './our-story'
import { whyChooseView } from './why-choose'
import { longTermLeasingView } from './long-term-leasing'
import { viennaRakView, viennaView } from './vienna'
import { refactorExampleView } from './refactor-example'
import { careersPage, contactPage, feedbackPage, highRentalsPage, partnersPage } from './form-pages'
import type { PageView } from './types'

export const VIEWS: Record<PageName, PageView> = {
  index: homeView as PageView,
  terms: termsView as PageView,
  vienna: viennaView as PageView,
  'vienna-rak': viennaRakView as PageView,
  careers: careersPage,
  contact: contactPage as PageView,
  privacy: privacyView as PageView,
  copyright: copyrightView as PageView,
  feedback: feedbackPage,
  'our-team': teamPage as PageView,
  partners: partnersPage,
  'our-story': ourStoryView as PageView,
  'why-choose': whyChooseView as PageView,
  blog: blogListPage as PageView,
  catalog: catalogPage as PageView,
  'high-rentals': highRentalsPage,
  'client-reviews': reviewsPage as PageView,
  'refactor-example': refactorExampleView as PageView,
  'long-term-leasing': longTermLeasingView as PageView,
  'partner-sign-in': partnerSignInView as PageView,
  'partner-dashboard': partnerDashboardView as PageView,
  'agent-id': agentPage as PageView,
  'blog-slug': articlePage as PageView,
  'catalog-id': propertyPage as PageView,
}
