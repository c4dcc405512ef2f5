import { ContactBar } from '../../components/contact-bar'
import { LeadFormIsland } from '../../placements/lead-form-island'
import { routeMeta } from '../marketing'
import { definePage } from '../page'
import { FormCard } from '../form-card'
import { HighRentalsHero, HighRentalsMore, loadHighRentals } from './content'
import route from './route'

/** /high-rentals: the landing page's lead form beside its promise. */
export default definePage(route, {
  resolve: async (ctx) => ({ meta: routeMeta(route, ctx.t), data: await loadHighRentals(ctx) }),
  Component: function HighRentalsPage({ data }) {
    // the form sits in the hero, beside the promise (content.tsx)
    return (
      <>
        <HighRentalsHero
          form={
            <FormCard id="lead-form">
              <LeadFormIsland kind="landing" />
            </FormCard>
          }
        />
        <HighRentalsMore data={data} />
        <ContactBar source="landing" />
      </>
    )
  },
})
