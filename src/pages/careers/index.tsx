import { QuestionnaireIsland } from '../../placements/questionnaire-island'
import { usePage } from '../../components/page-context'
import { marketingResolve } from '../marketing'
import { definePage } from '../page'
import { CareersIntro, CareersMore } from './content'
import route from './route'

/** /careers: the questionnaire, opened from its button as a multi-step modal, inside the careers page (content.tsx). */
export default definePage(route, {
  resolve: marketingResolve(route, { hero: true }),
  Component: function CareersPage() {
    const { t } = usePage()
    return (
      <>
        <CareersIntro />
        <section
          id="questionnaire"
          className="mx-auto grid max-w-3xl scroll-mt-24 gap-4 px-4 py-12 sm:px-6 lg:px-8"
        >
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
            {t('questionnaire.title')}
          </h2>
          <p className="text-slate-700 dark:text-slate-300">{t('questionnaire.intro')}</p>
          <div>
            <QuestionnaireIsland />
          </div>
        </section>
        <CareersMore />
      </>
    )
  },
})
