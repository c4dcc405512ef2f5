import { TestimonialCard } from '../components/testimonial-card'
import type { Testimonial } from '../schemas/testimonial'
import { LoadMoreFooter } from './parts/load-more-footer'
import { useLoadMore } from './parts/use-load-more'

export interface TestimonialListProps {
  items: Testimonial[]
  total: number
  loadedPages: number
  pageSize: number
  localeIso: string
  labels: {
    list: string
    ratingLabel: string
    writtenIn: string
    loadMore: string
    loading: string
    loadError: string
    showing: string
  }
}

/** Client reviews with Load More from `/api/testimonials` (a plain link without JavaScript). */
export default function TestimonialList(props: TestimonialListProps) {
  const { labels } = props
  const list = useLoadMore({
    endpoint: '/api/testimonials',
    query: '',
    initial: props.items,
    ...props,
  })
  return (
    <div>
      <ul aria-label={labels.list} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {list.items.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard
              testimonial={testimonial}
              ratingLabel={labels.ratingLabel}
              writtenIn={labels.writtenIn}
              localeIso={props.localeIso}
            />
          </li>
        ))}
      </ul>
      <LoadMoreFooter list={list} labels={labels} />
      {list.fetcher}
    </div>
  )
}
