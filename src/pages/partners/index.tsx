import { FormIsland } from '../../forms/form-island'
import { FormCard } from '../form-card'
import { marketingResolve } from '../marketing'
import { definePage } from '../page'
import { PartnersIntro, PartnersMore } from './content'
import route from './route'

/** /partners: the Refer & Earn application, inside the programme's page (content.tsx). */
export default definePage(route, {
  resolve: marketingResolve(route, { hero: true }),
  Component: function PartnersPage() {
    return (
      <>
        <PartnersIntro />
        <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          <FormCard id="apply">
            <FormIsland form="partner" />
          </FormCard>
        </section>
        <PartnersMore />
      </>
    )
  },
})
