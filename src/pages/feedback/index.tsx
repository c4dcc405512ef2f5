import { FormIsland } from '../../forms/form-island'
import { PageHero } from '../../components/page-hero'
import { usePage } from '../../components/page-context'
import { pageText } from '../../route-table'
import { FormCard } from '../form-card'
import { marketingResolve } from '../marketing'
import { definePage } from '../page'
import { FeedbackNote } from './content'
import route from './route'

/** /feedback (the empty layout): the feedback form. */
export default definePage(route, {
  resolve: marketingResolve(route),
  Component: function FeedbackPage() {
    const { t } = usePage()
    return (
      <>
        <PageHero heading={pageText(t, route, 'heading')} intro={pageText(t, route, 'intro')} />
        <section className="px-4 py-10 sm:px-6 lg:px-8">
          <FormCard>
            <FormIsland form="feedback" />
          </FormCard>
        </section>
        <FeedbackNote />
      </>
    )
  },
})
