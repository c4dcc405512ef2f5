import { careersForm } from './careers'
import type { ContextData, FormDeclaration } from './declaration'
import { feedbackForm } from './feedback'
import { leadForm } from './lead'
import { newsletterForm } from './newsletter'
import { partnerForm } from './partner'

/** Every form the site takes in; adding one is a declaration here and its table's migration. */
export const FORMS: FormDeclaration<ContextData>[] = [
  leadForm,
  newsletterForm,
  careersForm,
  partnerForm,
  feedbackForm,
]
