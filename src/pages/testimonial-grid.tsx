import { Island } from '../placements/island'
import { usePage } from '../components/page-context'
import { TestimonialCard } from '../components/testimonial-card'
import TestimonialList, { type TestimonialListProps } from '../islands/testimonial-list'
import type { Page } from '../schemas/common'
import type { Testimonial } from '../schemas/testimonial'
import { template } from '../i18n/messages'

/** A landing page's row of client testimonials. */
export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  const { t, locale } = usePage()
  const ratingLabel = template(t, 'marketing.ratingOutOf', 'rating')
  const writtenIn = template(t, 'reviews.writtenIn', 'language')
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard
            testimonial={testimonial}
            ratingLabel={ratingLabel}
            writtenIn={writtenIn}
            localeIso={locale.iso}
          />
        </li>
      ))}
    </ul>
  )
}

interface TestimonialListIslandProps extends Pick<
  TestimonialListProps,
  'loadedPages' | 'pageSize' | 'labels'
> {
  /** the pages read on the server */
  list: Page<Testimonial>
}

/** Every testimonial, a page at a time: the island loads more when the visitor asks. */
export function TestimonialListIsland({
  list,
  loadedPages,
  pageSize,
  labels,
}: TestimonialListIslandProps) {
  const { locale } = usePage()
  return (
    <Island
      name="testimonial-list"
      hydrate="interaction"
      component={TestimonialList}
      props={{
        localeIso: locale.iso,
        items: list.items,
        total: list.total,
        loadedPages,
        pageSize,
        labels,
      }}
    />
  )
}
