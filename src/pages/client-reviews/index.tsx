import { usePage } from '../../components/page-context'
import { PageHero } from '../../components/page-hero'
import { listTestimonials } from '../../content'
import { localePath } from '../../route-table'
import type { Page } from '../../schemas/common'
import { MAX_PAGE_SIZE, parseLenient, TestimonialQuerySchema } from '../../schemas/content-query'
import type { Testimonial } from '../../schemas/testimonial'
import { routeMeta } from '../marketing'
import { definePage, type ViewContext } from '../page'
import { TestimonialListIsland } from '../testimonial-grid'
import route from './route'
import { template } from '../../i18n/messages'

/** Reviews come six at a time: long quotes read better in a shorter list. */
const REVIEWS_PAGE_SIZE = 6

interface ReviewsData {
  list: Page<Testimonial>
  loadedPages: number
}

function Reviews({ data }: { data: ReviewsData }) {
  const { t, locale } = usePage()
  return (
    <>
      <PageHero heading={t('pages.clientReviews.heading')} intro={t('pages.clientReviews.intro')}>
        <a
          href={localePath('feedback', locale.code)}
          className="mt-8 inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-5 text-center text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
        >
          {t('reviews.leaveFeedback')}
        </a>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <TestimonialListIsland
          list={data.list}
          loadedPages={data.loadedPages}
          pageSize={REVIEWS_PAGE_SIZE}
          labels={{
            list: t('reviews.list'),
            ratingLabel: template(t, 'reviews.ratingLabel', 'rating'),
            writtenIn: template(t, 'reviews.writtenIn', 'language'),
            loadMore: t('reviews.loadMore'),
            loading: t('reviews.loading'),
            loadError: t('reviews.loadError'),
            showing: template(t, 'reviews.showing', 'shown', 'total'),
          }}
        />
      </div>
    </>
  )
}

async function load({ env, url, locale }: ViewContext): Promise<ReviewsData> {
  const page = parseLenient(TestimonialQuerySchema, Object.fromEntries(url.searchParams)).page ?? 1
  const loadedPages = Math.min(page, Math.floor(MAX_PAGE_SIZE / REVIEWS_PAGE_SIZE))
  const list = await listTestimonials(env, locale.code, {
    page: 1,
    pageSize: loadedPages * REVIEWS_PAGE_SIZE,
  })
  return { list, loadedPages }
}

export default definePage(route, {
  resolve: async (ctx) => ({ meta: routeMeta(route, ctx.t), data: await load(ctx) }),
  Component: Reviews,
})
